export { AdminIntroductionRequestsPage } from './ui/AdminIntroductionRequestsPage';
