export { createAppRoutes } from './createAppRoutes';
