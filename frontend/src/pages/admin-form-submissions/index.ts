export { AdminFormSubmissionsPage } from './ui/AdminFormSubmissionsPage';
