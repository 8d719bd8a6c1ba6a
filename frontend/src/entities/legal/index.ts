export { LegalDocumentView, type LegalDocumentViewProps } from './ui/LegalDocumentView';
export { LegalBlockView } from './ui/LegalBlockView';
export { LegalPopup, type LegalPopupProps } from './ui/LegalPopup';
export { termsDocument } from './model/termsDocument';
export { privacyDocument } from './model/privacyDocument';
export type { LegalBlock, LegalDocument, LegalSection } from './model/types';
export { accessibilityDocument } from './model/accessibilityDocument';
