export { DashboardHeader } from './DashboardHeader';
