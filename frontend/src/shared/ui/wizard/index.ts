export { WizardProgress } from './WizardProgress';
