export { CreatePreListedConsultantForm } from './ui/CreatePreListedConsultantForm';
