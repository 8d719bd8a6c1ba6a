export { AdminSignupsPage } from './ui/AdminSignupsPage';
