import { useCallback, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CurrentUser } from '@contracts';
import { BRAND_NAME } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { AuthShell, Spinner } from '@/shared/ui';
import { AntdProvider } from '@/shared/ui/antd-provider';
import { useCurrentUser } from '@/entities/session';
import {
  OnboardingProgress,
  planOnboardingSteps,
  takeOnboardingRedirect,
  type OnboardingStep,
} from '@/features/auth/onboarding';
import { TermsStep } from './TermsStep';
import { PasswordStep } from './PasswordStep';

const STEP_LABELS: Record<OnboardingStep, string> = {
  terms: 'Accept the terms',
  password: 'Change your password',
};

/**
 * /consultant-onboarding (spec 001 "Consultant onboarding", §4): terms, then password, showing only the
 * steps this consultant still owes; then the stored target, the dual-role or the consultant dashboard.
 * The route gate lets only signed-in consultants in.
 */
export function ConsultantOnboardingPage() {
  const { user } = useCurrentUser();
  const navigate = useNavigate();
  // Fixed on arrival: each finished step updates the cached user, which must not reshuffle the steps.
  const [steps] = useState<OnboardingStep[]>(() => (user ? planOnboardingSteps(user) : []));
  const [current, setCurrent] = useState(0);
  const termsUpdateOnly = !!user?.needsTermsUpdate && !steps.includes('password');
  usePageTitle(termsUpdateOnly ? 'Updated terms' : 'Consultant onboarding');

  const finished = useRef(false);
  const finish = useCallback(
    (latest: CurrentUser | null) => {
      if (finished.current) return;
      finished.current = true;
      navigate(takeOnboardingRedirect(latest), { replace: true });
    },
    [navigate],
  );

  const nothingToDo = steps.length === 0;
  useEffect(() => {
    if (nothingToDo) finish(user);
  }, [nothingToDo, finish, user]);

  if (!user || nothingToDo) return <Spinner fullPage label="Opening your dashboard…" />;

  /** Each step hands over the user the server answered with (its flags already updated). */
  const next = (latest: CurrentUser) => (current + 1 < steps.length ? setCurrent(current + 1) : finish(latest));
  const step = steps[current];

  return (
    <AuthShell
      width="lg"
      title={termsUpdateOnly ? 'Updated Terms and Conditions' : 'Consultant Onboarding'}
      description={
        termsUpdateOnly
          ? 'Our terms and conditions have changed. Please review and accept them to continue.'
          : `Welcome to ${BRAND_NAME}, ${user.name}. Please complete ${steps.length === 1 ? 'this step' : 'these steps'} to activate your consultant account.`
      }
    >
      <AntdProvider>
        <OnboardingProgress steps={steps.map((key) => STEP_LABELS[key])} current={current} />
        {step === 'terms' && <TermsStep updated={termsUpdateOnly} onDone={next} />}
        {step === 'password' && <PasswordStep temporary={user.mustChangePassword} onDone={next} />}
      </AntdProvider>
    </AuthShell>
  );
}
