export { AdminCharityPage } from './ui/AdminCharityPage';
