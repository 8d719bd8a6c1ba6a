export { PrivacyPopupPage } from './ui/PrivacyPopupPage';
