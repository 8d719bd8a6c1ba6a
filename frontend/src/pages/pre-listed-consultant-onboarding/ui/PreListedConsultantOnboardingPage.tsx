import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button } from 'antd';
import { UI_TEXTS } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { AuthShell, Spinner } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { SessionCheckFailed, useCurrentUser } from '@/entities/session';
import { OnboardingProgress, isPreListedOnboardingCandidate } from '@/features/auth/onboarding';
import { AgreeToTermsStep } from './AgreeToTermsStep';
import { SetPasswordStep } from './SetPasswordStep';

type Step = 'terms' | 'password';
const STEP_LABELS = ['Accept the terms', 'Set your password'];

/**
 * /pre-listed-consultant-onboarding (spec 001 "Second onboarding page"): for a consultant an admin listed
 * with a temporary password. Terms first, then their own password (no current password needed), then
 * the consultant dashboard after 1.5 s. Public route: the page itself tells a visitor to sign in.
 */
export function PreListedConsultantOnboardingPage() {
  usePageTitle('Consultant onboarding');
  const { user, isLoading, error, refetch } = useCurrentUser();
  // Decided once, on arrival: accepting the terms flips hasAcceptedTerms, which must not bounce the
  // consultant out half-way.
  const [entry, setEntry] = useState<'onboard' | 'elsewhere' | null>(null);
  const [step, setStep] = useState<Step>('terms');

  if (user && entry === null) setEntry(isPreListedOnboardingCandidate(user) ? 'onboard' : 'elsewhere');

  if (isLoading) return <Spinner fullPage label="Checking your sign-in…" />;
  if (!user && error) return <SessionCheckFailed onRetry={refetch} />;
  if (!user) return <AuthenticationRequired />;
  if (entry === 'elsewhere') return <Navigate to={ROUTES.dashboard} replace />;
  if (entry === null) return null;

  return (
    <AuthShell
      width="lg"
      title="Welcome to Your Consultant Account"
      description={`Hello ${user.name}. Two quick steps and your ${BRAND_NAME} account is ready.`}
    >
      <AntdProvider>
        <OnboardingProgress steps={STEP_LABELS} current={step === 'terms' ? 0 : 1} />
        {step === 'terms' ? <AgreeToTermsStep onDone={() => setStep('password')} /> : <SetPasswordStep />}
      </AntdProvider>
    </AuthShell>
  );
}

function AuthenticationRequired() {
  const navigate = useNavigate();
  return (
    <AuthShell title={UI_TEXTS.authenticationRequired} description="Please log in to set up your consultant account.">
      <AntdProvider>
        <Button type="primary" size="large" block onClick={() => navigate(ROUTES.login)}>
          {UI_TEXTS.goToLogin}
        </Button>
      </AntdProvider>
    </AuthShell>
  );
}
