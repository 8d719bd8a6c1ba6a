export { AdminCharitiesPage } from './ui/AdminCharitiesPage';
