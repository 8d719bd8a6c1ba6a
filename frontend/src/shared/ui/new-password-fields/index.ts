export { NewPasswordFields, matchesField, type NewPasswordFieldsProps } from './NewPasswordFields';
