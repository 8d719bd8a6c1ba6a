import { TERMS_LAST_UPDATED } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { LegalPage, termsDocument } from '@/entities/legal';

/** /terms (spec 000 §2 "Terms"): the terms and conditions with a way back home. */
export function TermsPage() {
  usePageTitle('Terms and Conditions');
  usePageDescription(`The terms and conditions for charities and consultants using ${BRAND_NAME}.`);

  return <LegalPage document={termsDocument(BRAND_NAME)} lastUpdated={TERMS_LAST_UPDATED} seeAlso={{ to: ROUTES.privacy, label: 'Privacy Policy' }} />;
}
