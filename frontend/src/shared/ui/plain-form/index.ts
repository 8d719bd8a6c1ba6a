export { SelectField, TextAreaField, TextField } from './PlainFields';
export { minLength, usePlainForm, type FieldErrors, type FormValues, type PlainForm } from './usePlainForm';
