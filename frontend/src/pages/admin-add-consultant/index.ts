export { AdminAddConsultantPage } from './ui/AdminAddConsultantPage';
