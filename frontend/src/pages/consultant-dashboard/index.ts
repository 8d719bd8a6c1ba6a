export { ConsultantDashboardPage } from './ui/ConsultantDashboardPage';
