export { NotificationBell } from './ui/NotificationBell';
