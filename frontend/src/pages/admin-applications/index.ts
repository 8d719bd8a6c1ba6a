export { AdminApplicationsPage } from './ui/AdminApplicationsPage';
