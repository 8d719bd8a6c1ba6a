export { PricingPage } from './ui/PricingPage';
