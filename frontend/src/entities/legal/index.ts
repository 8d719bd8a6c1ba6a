export { LegalDocumentView } from './ui/LegalDocumentView';
export { LegalPage } from './ui/LegalPage';
export { LegalBlockView } from './ui/LegalBlockView';
export { LegalPopup } from './ui/LegalPopup';
export { termsDocument } from './model/termsDocument';
export { privacyDocument } from './model/privacyDocument';
export { accessibilityDocument } from './model/accessibilityDocument';
