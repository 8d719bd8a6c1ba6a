// The sign-up wizards' antd parts. antd-using: import it by this path inside the lazy sign-up
// features, never through '@/shared/ui' (the public shell must not pull antd).
export { AccountFields, EmailField, FullNameField, WebsiteField, type AccountFieldsProps } from './AccountFormFields';
export { ConsentField, WizardActions, type ConsentFieldProps, type WizardActionsProps } from './WizardParts';
export { mustBeChecked, wholeNumberRule } from './rules';
