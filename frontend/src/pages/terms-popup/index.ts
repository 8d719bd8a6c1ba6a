export { TermsPopupPage } from './ui/TermsPopupPage';
