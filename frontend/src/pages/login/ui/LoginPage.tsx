import { BRAND_NAME } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { AuthShell } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { LoginForm } from '@/features/auth/login';

export function LoginPage() {
  usePageTitle('Login');
  usePageDescription(`Sign in to your ${BRAND_NAME} account to reach your charity, consultant or admin dashboard.`);

  return (
    <AuthShell title="Member Login" description={`Sign in to your ${BRAND_NAME} account.`} showBackButton>
      <AntdProvider>
        <LoginForm />
      </AntdProvider>
    </AuthShell>
  );
}
