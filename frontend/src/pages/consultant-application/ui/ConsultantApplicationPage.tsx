import { BRAND_NAME } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { AuthShell } from '@/shared/ui';
import { ConsultantApplicationForm } from '@/features/consultant-application';

/** /consultant-application (spec 000 §2 "Consultant application"). */
export function ConsultantApplicationPage() {
  usePageTitle('Apply to become a consultant');
  usePageDescription(`Apply to join ${BRAND_NAME} as a consultant and offer your senior charity-sector experience to the charities that need it.`);

  return (
    <AuthShell
      title="Apply to Become a Consultant"
      description={`Join ${BRAND_NAME}'s network of experienced part-time consultants from the charity sector.`}
      width="lg"
    >
      <ConsultantApplicationForm />
    </AuthShell>
  );
}
