import { useId, useRef, useState } from 'react';
import { Button, Checkbox, type CheckboxRef } from 'antd';
import { TOASTS } from '@contracts';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { OnboardingTerms, onboardingApi } from '@/features/auth/onboarding';

/** Step 1: one box that must be ticked ('Terms Required' otherwise); sends acceptTerms alone (spec 001 §7). */
export function AgreeToTermsStep({ onDone }: { onDone: () => void }) {
  const [agreed, setAgreed] = useState(false);
  const [acceptTerms, { isLoading }] = onboardingApi.useAcceptTermsMutation();
  const { toast } = useToast();
  const checkboxRef = useRef<CheckboxRef>(null);
  const headingId = useId();

  const submit = async () => {
    if (!agreed) {
      toast({
        title: TOASTS.termsRequired.title,
        description: 'Please accept the terms and conditions to continue.',
        variant: 'destructive',
      });
      checkboxRef.current?.focus();
      return;
    }
    try {
      await acceptTerms({ acceptTerms: true }).unwrap();
      toast(TOASTS.termsAccepted);
      onDone();
    } catch (error) {
      toast({ title: TOASTS.acceptTermsFailed.title, description: serverMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>Terms and conditions</h2>
      <OnboardingTerms />
      <form
        className="onboarding-form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <p>
          <Checkbox ref={checkboxRef} checked={agreed} onChange={(event) => setAgreed(event.target.checked)}>
            I have read and agree to the terms and conditions
          </Checkbox>
        </p>
        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          {isLoading ? 'Saving...' : 'Accept and continue'}
        </Button>
      </form>
    </section>
  );
}
