export { PasswordToggle } from './PasswordToggle';
