export { AdminPreListedConsultantsPage } from './ui/AdminPreListedConsultantsPage';
