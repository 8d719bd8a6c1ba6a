import { useSearchParams } from 'react-router-dom';
import { BRAND_NAME } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { AuthShell } from '@/shared/ui';
import { useSignedInRedirect } from '@/features/auth/signed-in-redirect';
import { CharityRegistrationForm } from '@/features/register-charity';

/** /register, /register?tier=medium, /register?type=charity, /register?redirect=… (spec 000 §2 "Charity registration"). */
export function RegisterPage() {
  usePageTitle('Register your charity');
  usePageDescription(`Register your charity with ${BRAND_NAME} to choose a membership and get matched with vetted senior consultants.`);
  useSignedInRedirect();
  const [searchParams] = useSearchParams();

  return (
    <AuthShell
      title="Register your charity"
      description={`Create your ${BRAND_NAME} account to request support from our vetted consultants.`}
      width="lg"
    >
      <CharityRegistrationForm initialTier={searchParams.get('tier')} redirect={searchParams.get('redirect')} />
    </AuthShell>
  );
}
