// The sign-up wizards' plain (no antd) parts: public pages, so they stay within the public script budget.
export { useWizardForm, type WizardForm } from './useWizardForm';
export { WizardShell, type WizardShellProps } from './WizardShell';
export { AccountStep, FullNameField, WebsiteField } from './AccountStep';
export { ConsentFields } from './ConsentFields';
