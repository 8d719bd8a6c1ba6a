export { WaitingListPage } from './ui/WaitingListPage';
