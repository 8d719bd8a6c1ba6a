import { BRAND_NAME } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { AuthShell } from '@/shared/ui';
import { LoginForm } from '@/features/auth/login';
import { useSignedInRedirect } from '@/features/auth/signed-in-redirect';

export function LoginPage() {
  usePageTitle('Login');
  usePageDescription(`Sign in to your ${BRAND_NAME} account to reach your charity, consultant or admin dashboard.`);
  useSignedInRedirect();

  return (
    <AuthShell title="Member Login" description={`Sign in to your ${BRAND_NAME} account.`} showBackButton>
      <LoginForm />
    </AuthShell>
  );
}
