export { AdminMembershipRequestsPage } from './ui/AdminMembershipRequestsPage';
