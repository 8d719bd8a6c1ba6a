export { WizardProgress, wizardPercent, type WizardProgressProps } from './WizardProgress';
