export { AssignCredentialsForm, type AssignCredentialsFormProps } from './ui/AssignCredentialsForm';
