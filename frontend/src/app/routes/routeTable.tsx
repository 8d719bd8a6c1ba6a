import { lazy, type ComponentType } from 'react';
import type { AccessLevel } from '@contracts';
import { ROUTES } from '@/shared/config';
import { DashboardRedirect } from './DashboardRedirect';

export interface PageRoute {
  path: string;
  /** Who may open it; the gate (RequireAccess) enforces it. Same keys as the server's authz matrix. */
  access: AccessLevel;
  Page: ComponentType;
  /** What a signed-in user without the right role reads instead of the page. */
  deniedMessage?: string;
}

export interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type AppRoute = PageRoute | RedirectRoute;

// Every screen is its own lazy chunk, so a visitor downloads only the page they open. The chunk names
// show up in the build and in e2e/budget.spec.ts output.
const HomePage = lazy(() => import(/* webpackChunkName: "page-home" */ '@/pages/home').then((m) => ({ default: m.HomePage })));
const LoginPage = lazy(() => import(/* webpackChunkName: "page-login" */ '@/pages/login').then((m) => ({ default: m.LoginPage })));
const NotFoundPage = lazy(() =>
  import(/* webpackChunkName: "page-not-found" */ '@/pages/not-found').then((m) => ({ default: m.NotFoundPage })),
);

// Admin screens will live in src/pages/admin/* and must all be imported with
//   /* webpackChunkName: "admin" */
// so the admin console (antd tables, forms, pickers) is one chunk that no public page downloads;
// e2e/budget.spec.ts fails if a public page loads a script whose name contains "admin". For example:
//   const AdminDashboardPage = lazy(() =>
//     import(/* webpackChunkName: "admin" */ '@/pages/admin/dashboard').then((m) => ({ default: m.AdminDashboardPage })));
//   { path: ROUTES.adminDashboard, access: 'admin', Page: AdminDashboardPage },

/** The route table: only screens that exist. Unknown paths fall through to 'Page Not Found'. */
export const APP_ROUTES: readonly AppRoute[] = [
  { path: ROUTES.home, access: 'public', Page: HomePage },
  { path: ROUTES.login, access: 'public', Page: LoginPage },
  { path: ROUTES.signUp, redirectTo: ROUTES.register }, // DECISIONS D12
  { path: ROUTES.dashboard, access: 'signedIn', Page: DashboardRedirect }, // DECISIONS D12
  { path: '*', access: 'public', Page: NotFoundPage },
];
