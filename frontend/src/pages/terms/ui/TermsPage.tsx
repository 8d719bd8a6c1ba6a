import { Link } from 'react-router-dom';
import { TERMS_LAST_UPDATED } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { LegalDocumentView, termsDocument } from '@/entities/legal';

const BACK_HOME = (
  <Link to={ROUTES.home}>
    <span aria-hidden="true">←</span> Back to Home
  </Link>
);

/** /terms (spec 000 §2 "Terms"): the terms and conditions with a way back home. */
export function TermsPage() {
  usePageTitle('Terms and Conditions');
  usePageDescription(`The terms and conditions for charities and consultants using ${BRAND_NAME}.`);

  return (
    <LegalDocumentView
      document={termsDocument(BRAND_NAME)}
      lastUpdated={TERMS_LAST_UPDATED}
      showContents
      actions={BACK_HOME}
      footer={
        <p>
          See also our <Link to={ROUTES.privacy}>Privacy Policy</Link>. {BACK_HOME}
        </p>
      }
    />
  );
}
