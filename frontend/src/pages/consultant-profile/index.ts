export { ConsultantProfilePage } from './ui/ConsultantProfilePage';
