export { AdminProjectsPage } from './ui/AdminProjectsPage';
