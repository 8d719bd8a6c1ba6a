export { AdminWaitingListPage } from './ui/AdminWaitingListPage';
