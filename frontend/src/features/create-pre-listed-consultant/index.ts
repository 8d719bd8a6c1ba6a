export { CreatePreListedConsultantForm, type CreatePreListedConsultantFormProps } from './ui/CreatePreListedConsultantForm';
