export { Dialog } from './Dialog';
export { PlainField } from './PlainField';
export { FormActions } from './FormActions';
