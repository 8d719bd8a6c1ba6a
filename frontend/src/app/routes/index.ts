export { createAppRoutes } from './createAppRoutes';
export { APP_ROUTES, type AppRoute, type PageRoute, type RedirectRoute } from './routeTable';
