export { AdminCreateConsultantPage } from './ui/AdminCreateConsultantPage';
