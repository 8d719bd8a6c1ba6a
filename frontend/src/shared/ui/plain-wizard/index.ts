// The sign-up wizards' plain (no antd) parts: public pages, so they stay within the public script budget.
export { useWizardForm } from './useWizardForm';
export { WizardShell } from './WizardShell';
export { AccountStep, FullNameField, WebsiteField } from './AccountStep';
export { ConsentFields } from './ConsentFields';
