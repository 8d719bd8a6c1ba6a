export { ConsultantOnboardingPage } from './ui/ConsultantOnboardingPage';
