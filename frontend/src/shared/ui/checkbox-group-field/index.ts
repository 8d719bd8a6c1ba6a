export { CheckboxGroupField } from './CheckboxGroupField';
