import { Navigate, useLocation, type RouteObject } from 'react-router-dom';
import { BareLayout, RootLayout } from '../layout';
import { RequireAccess } from './RequireAccess';
import { RouteErrorFallback } from './RouteErrorFallback';
import type { AppRoute } from './appRoute';
import { APP_ROUTES } from './routeTable';

function RedirectKeepingQuery({ to }: { to: string }) {
  const { search, hash } = useLocation();
  return <Navigate to={`${to}${search}${hash}`} replace />;
}

function toRouteObject(route: AppRoute): RouteObject {
  if ('redirectTo' in route) {
    return { path: route.path, element: <RedirectKeepingQuery to={route.redirectTo} /> };
  }
  const { Page, access, deniedMessage, onDenied } = route;
  return {
    path: route.path,
    // A failing page keeps the header and footer around the fallback text.
    errorElement: <RouteErrorFallback />,
    element: (
      <RequireAccess level={access} deniedMessage={deniedMessage} onDenied={onDenied}>
        <Page />
      </RequireAccess>
    ),
  };
}

/** Route objects for createBrowserRouter (the app) and createMemoryRouter (tests). */
export function createAppRoutes(): RouteObject[] {
  return [
    {
      element: <RootLayout />,
      // If the layout itself fails there is nothing left to keep: show only the fallback text.
      errorElement: <RouteErrorFallback />,
      children: APP_ROUTES.filter((route) => !('bare' in route && route.bare)).map(toRouteObject),
    },
    {
      element: <BareLayout />,
      errorElement: <RouteErrorFallback />,
      children: APP_ROUTES.filter((route) => 'bare' in route && route.bare).map(toRouteObject),
    },
  ];
}
