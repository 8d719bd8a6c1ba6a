import { lazy, Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router-dom';
import { Spinner } from '@/shared/ui';
import { Footer } from '@/widgets/footer';
import { Header } from '@/widgets/header';
import { MobileMenu } from '@/widgets/mobile-menu';
import { UserMenu } from '@/widgets/user-menu';
import { VisitTracker } from './VisitTracker';
import './root-layout.css';

// Signed-in members only: the bell's code stays out of the public pages' bundle.
const NotificationBell = lazy(() =>
  import(/* webpackChunkName: "notification-bell" */ '@/widgets/notification-bell').then((m) => ({ default: m.NotificationBell })),
);

/** Header, page and footer around every route (spec 000 §2 "Shared layout"). */
export function RootLayout() {
  return (
    <div className="root-layout">
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <Header
        userMenu={<UserMenu />}
        mobileMenu={<MobileMenu />}
        notifications={
          <Suspense fallback={null}>
            <NotificationBell />
          </Suspense>
        }
      />
      <main id="main" className="root-layout__main" tabIndex={-1}>
        <Suspense fallback={<Spinner fullPage />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <ScrollRestoration />
      <VisitTracker />
    </div>
  );
}

/** Just the page: for the popup windows opened from the application form. */
export function BareLayout() {
  return (
    <main id="main" className="root-layout__main root-layout__main--bare" tabIndex={-1}>
      <Suspense fallback={<Spinner fullPage />}>
        <Outlet />
      </Suspense>
      <VisitTracker />
    </main>
  );
}
