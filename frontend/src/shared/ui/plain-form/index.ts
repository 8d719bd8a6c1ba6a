export { SelectField, TextAreaField, TextField } from './PlainFields';
export { CheckboxField, CheckboxGroupField, RadioGroupField } from './PlainChoiceFields';
export { PasswordField } from './PasswordField';
export { NewPasswordPair } from './NewPasswordPair';
export { PlainAlert } from './PlainAlert';
export { PlainFormElement } from './PlainFormElement';
export {
  focusFirstError,
  minLength,
  usePlainForm,
  type FieldBinding,
  type FieldErrors,
  type FormValues,
  type PlainForm,
} from './usePlainForm';
