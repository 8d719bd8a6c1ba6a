export { AdminReviewsPage } from './ui/AdminReviewsPage';
