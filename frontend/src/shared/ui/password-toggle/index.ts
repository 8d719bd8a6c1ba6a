export { PasswordToggle, type PasswordToggleProps } from './PasswordToggle';
