export { AdminMailOutboxPage } from './ui/AdminMailOutboxPage';
