import { useState } from 'react';
import { Button, Checkbox, Form } from 'antd';
import { TOASTS, VALIDATION_MESSAGES, type CurrentUser } from '@contracts';
import { serverMessage } from '@/shared/api';
import { BRAND_NAME } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { OnboardingTerms, onboardingApi } from '@/features/auth/onboarding';

interface TermsValues {
  acceptTerms: boolean;
  acceptDataProcessing: boolean;
}

interface TermsStepProps {
  /** Re-accepting a newer version rather than accepting for the first time. */
  updated: boolean;
  onDone: (user: CurrentUser) => void;
}

/** Step 1 (spec 001 §5 "Terms form"): both boxes must be ticked; the browser's user agent goes along. */
export function TermsStep({ updated, onDone }: TermsStepProps) {
  const [form] = Form.useForm<TermsValues>();
  const [acceptTerms, { isLoading }] = onboardingApi.useAcceptTermsMutation();
  const [submitted, setSubmitted] = useState(false);
  const { toast } = useToast();
  const validateTrigger = submitted ? 'onChange' : [];

  const onFinish = async () => {
    try {
      const user = await acceptTerms({
        acceptTerms: true,
        acceptDataProcessing: true,
        userAgent: navigator.userAgent.slice(0, 1000),
      }).unwrap();
      toast(TOASTS.termsAccepted);
      onDone(user);
    } catch (error) {
      toast({ title: TOASTS.termsSaveFailed.title, description: serverMessage(error), variant: 'destructive' });
    }
  };

  return (
    <section aria-labelledby="onboarding-terms-heading">
      <h2 id="onboarding-terms-heading">{updated ? 'Review the updated terms' : 'Terms and conditions'}</h2>
      <OnboardingTerms />

      <Form<TermsValues>
        form={form}
        name="onboarding-terms"
        layout="vertical"
        requiredMark={false}
        initialValues={{ acceptTerms: false, acceptDataProcessing: false }}
        onFinish={onFinish}
        onSubmitCapture={() => setSubmitted(true)}
        scrollToFirstError={{ focus: true }}
        className="onboarding-form"
      >
        <Form.Item
          name="acceptTerms"
          valuePropName="checked"
          validateTrigger={validateTrigger}
          rules={[mustBeTicked(VALIDATION_MESSAGES.acceptTermsToProceed)]}
        >
          <Checkbox>I have read and accept the terms and conditions</Checkbox>
        </Form.Item>

        <Form.Item
          name="acceptDataProcessing"
          valuePropName="checked"
          validateTrigger={validateTrigger}
          rules={[mustBeTicked(VALIDATION_MESSAGES.acceptDataProcessing)]}
        >
          <Checkbox>I consent to {BRAND_NAME} processing my personal data as described in the terms and the privacy policy</Checkbox>
        </Form.Item>

        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          {isLoading ? 'Saving...' : 'Accept and continue'}
        </Button>
      </Form>
    </section>
  );
}

function mustBeTicked(message: string) {
  return {
    validator: (_rule: unknown, checked: boolean | undefined) =>
      checked ? Promise.resolve() : Promise.reject(new Error(message)),
  };
}
