export { AdminStaleAvailabilityPage } from './ui/AdminStaleAvailabilityPage';
