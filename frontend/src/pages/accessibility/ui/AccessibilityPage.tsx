import { Link } from 'react-router-dom';
import { ACCESSIBILITY_LAST_REVIEWED } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { LegalDocumentView, accessibilityDocument } from '@/entities/legal';

/** /accessibility (issue 19): the accessibility statement, linked from the footer. Public weight: no antd. */
export function AccessibilityPage() {
  usePageTitle('Accessibility Statement');
  usePageDescription(`How accessible ${BRAND_NAME} is, how we test it against WCAG 2.2 AA, what we know falls short and how to tell us.`);

  return (
    <LegalDocumentView
      document={accessibilityDocument(BRAND_NAME)}
      lastUpdated={ACCESSIBILITY_LAST_REVIEWED}
      showContents
      footer={
        <p>
          See also our <Link to={ROUTES.privacy}>Privacy Policy</Link>. <Link to={ROUTES.home}>Back to Home</Link>
        </p>
      }
    />
  );
}
