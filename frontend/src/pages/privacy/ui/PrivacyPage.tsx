import { Link } from 'react-router-dom';
import { PRIVACY_LAST_UPDATED } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { LegalDocumentView, privacyDocument } from '@/entities/legal';

const BACK_HOME = (
  <Link to={ROUTES.home}>
    <span aria-hidden="true">←</span> Back to Home
  </Link>
);

/** /privacy: the privacy policy (DECISIONS D12: the footer's Privacy Policy link opens it). */
export function PrivacyPage() {
  usePageTitle('Privacy Policy');
  usePageDescription(`How ${BRAND_NAME} collects, uses and protects your personal data, and the rights you have over it.`);

  return (
    <LegalDocumentView
      document={privacyDocument(BRAND_NAME)}
      lastUpdated={PRIVACY_LAST_UPDATED}
      showContents
      actions={BACK_HOME}
      footer={
        <p>
          See also our <Link to={ROUTES.terms}>Terms and Conditions</Link>. {BACK_HOME}
        </p>
      }
    />
  );
}
