export { PreListedConsultantOnboardingPage } from './ui/PreListedConsultantOnboardingPage';
