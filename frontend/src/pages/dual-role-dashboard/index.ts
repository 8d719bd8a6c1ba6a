export { DualRoleDashboardPage } from './ui/DualRoleDashboardPage';
