export { AdminPricingEnquiriesPage } from './ui/AdminPricingEnquiriesPage';
