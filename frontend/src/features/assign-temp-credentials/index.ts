export { AssignCredentialsForm } from './ui/AssignCredentialsForm';
