// The account fields of the member forms (account settings) as antd Form.Items. antd-using: import it by this
// path inside lazy member chunks only, never through '@/shared/ui'. The public sign-up wizards use
// '@/shared/ui/plain-wizard'.
export { EmailField, FullNameField, WebsiteField } from './AccountFormFields';
export { wholeNumberRule } from './rules';
