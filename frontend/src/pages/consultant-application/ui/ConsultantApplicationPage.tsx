import { BRAND_NAME } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { AuthShell } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { ConsultantApplicationForm } from '@/features/consultant-application';

/** /consultant-application (spec 000 §2 "Consultant application"). */
export function ConsultantApplicationPage() {
  usePageTitle('Apply to become a consultant');

  return (
    <AuthShell
      title="Apply to Become a Consultant"
      description={`Join ${BRAND_NAME}'s network of experienced part-time consultants from the charity sector.`}
      width="lg"
    >
      <AntdProvider>
        <ConsultantApplicationForm />
      </AntdProvider>
    </AuthShell>
  );
}
