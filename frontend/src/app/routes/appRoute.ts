import type { ComponentType } from 'react';
import type { AccessLevel } from '@contracts';

/** One entry of the route table; its own file so the admin routes and the table do not import each other. */
interface PageRoute {
  path: string;
  /** Who may open it; the gate (RequireAccess) enforces it. Same keys as the server's authz matrix. */
  access: AccessLevel;
  Page: ComponentType;
  /** What a signed-in user without the right role reads instead of the page. */
  deniedMessage?: string;
  /** 'login': a signed-in user with the wrong role goes to /login?redirect=… like a visitor (charity dashboard). */
  onDenied?: 'message' | 'login' | 'home';
  /** Rendered without header and footer (the 800x600 terms and privacy popups). */
  bare?: boolean;
}

interface RedirectRoute {
  path: string;
  redirectTo: string;
}

export type AppRoute = PageRoute | RedirectRoute;
