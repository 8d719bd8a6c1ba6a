export { MobileMenu } from './ui/MobileMenu';
