export { WizardProgress, wizardPercent, type WizardProgressProps } from './WizardProgress';
export { useWizardSteps, type WizardErrorTarget, type WizardFieldMessages } from './useWizardSteps';
