export { SelectField, TextAreaField, TextField } from './PlainFields';
export { looksLikeEmail, minLength, usePlainForm, type FieldErrors, type FormValues, type PlainForm } from './usePlainForm';
