export { ConsultantApplicationPage } from './ui/ConsultantApplicationPage';
