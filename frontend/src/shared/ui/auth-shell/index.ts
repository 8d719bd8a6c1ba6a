export { AuthShell } from './AuthShell';
