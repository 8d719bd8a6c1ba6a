export { AuthShell, type AuthShellProps, type AuthShellWidth } from './AuthShell';
