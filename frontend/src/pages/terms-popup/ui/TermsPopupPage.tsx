import { POPUP_TERMS_LAST_UPDATED } from '@contracts';
import { BRAND_NAME } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { LegalPopup, termsDocument } from '@/entities/legal';

/** /terms-popup: the terms in the small window the consultant application opens (spec 000 §2). */
export function TermsPopupPage() {
  usePageTitle('Terms and Conditions');
  return <LegalPopup document={termsDocument(BRAND_NAME)} lastUpdated={POPUP_TERMS_LAST_UPDATED} />;
}
