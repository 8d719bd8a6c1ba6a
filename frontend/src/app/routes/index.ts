export { createAppRoutes } from './createAppRoutes';
export { APP_ROUTES } from './routeTable';
export type { AppRoute, PageRoute, RedirectRoute } from './appRoute';
