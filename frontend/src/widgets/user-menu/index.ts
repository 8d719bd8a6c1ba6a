export { UserMenu } from './ui/UserMenu';
