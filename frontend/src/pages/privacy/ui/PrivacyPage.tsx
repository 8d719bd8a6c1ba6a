import { PRIVACY_LAST_UPDATED } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { LegalPage, privacyDocument } from '@/entities/legal';

/** /privacy: the privacy policy (DECISIONS D12: the footer's Privacy Policy link opens it). */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  usePageDescription(`How ${BRAND_NAME} collects, uses and protects your personal data, and the rights you have over it.`);

  return <LegalPage document={privacyDocument(BRAND_NAME)} lastUpdated={PRIVACY_LAST_UPDATED} seeAlso={{ to: ROUTES.terms, label: 'Terms and Conditions' }} />;
}
