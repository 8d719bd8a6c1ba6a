export { AdminSignedTermsPage } from './ui/AdminSignedTermsPage';
