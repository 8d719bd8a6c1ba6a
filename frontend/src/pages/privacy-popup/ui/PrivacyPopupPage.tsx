import { PRIVACY_LAST_UPDATED } from '@contracts';
import { BRAND_NAME } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { LegalPopup, privacyDocument } from '@/entities/legal';

/** /privacy-popup: the privacy policy in the small window the consultant application opens. */
export function PrivacyPopupPage() {
  usePageTitle('Privacy Policy');
  return <LegalPopup document={privacyDocument(BRAND_NAME)} lastUpdated={PRIVACY_LAST_UPDATED} />;
}
