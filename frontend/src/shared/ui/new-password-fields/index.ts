export { NewPasswordFields, type NewPasswordFieldsProps } from './NewPasswordFields';
