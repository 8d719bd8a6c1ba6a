export { ConsultantApplicationForm } from './ui/ConsultantApplicationForm';
