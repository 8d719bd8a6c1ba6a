export { ConsultantsPage } from './ui/ConsultantsPage';
