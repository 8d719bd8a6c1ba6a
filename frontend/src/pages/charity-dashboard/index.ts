export { CharityDashboardPage } from './ui/CharityDashboardPage';
