import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Button, Form } from 'antd';
import { REDIRECT_DELAY_ONBOARDING_MS, TOASTS } from '@contracts';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { OnboardingPasswordFields, onboardingApi } from '@/features/auth/onboarding';

interface SetPasswordValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * Step 2: the consultant's own password, under the onboarding rule. Only newPassword is sent: the server
 * allows that while the temporary password is in force. Then the dashboard after 1.5 s.
 */
export function SetPasswordStep() {
  const [form] = Form.useForm<SetPasswordValues>();
  const [changePassword, { isLoading }] = onboardingApi.useChangePasswordMutation();
  const [submitted, setSubmitted] = useState(false);
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const { toast } = useToast();
  const validateTrigger = submitted ? 'onChange' : [];

  useEffect(() => {
    if (!done) return undefined;
    const timer = window.setTimeout(
      () => navigate(ROUTES.consultantDashboard, { replace: true }),
      REDIRECT_DELAY_ONBOARDING_MS,
    );
    return () => window.clearTimeout(timer);
  }, [done, navigate]);

  const onFinish = async ({ newPassword }: SetPasswordValues) => {
    try {
      await changePassword({ newPassword }).unwrap();
      toast({ ...TOASTS.passwordUpdated, description: 'Taking you to your dashboard…' });
      setDone(true);
    } catch (error) {
      toast({ title: TOASTS.changePasswordFailed.title, description: serverMessage(error), variant: 'destructive' });
    }
  };

  if (done) {
    return (
      <Alert
        type="success"
        role="status"
        showIcon
        title="Your account is ready"
        description="Your password is set. Taking you to your dashboard…"
      />
    );
  }

  return (
    <section aria-labelledby="set-password-heading">
      <h2 id="set-password-heading">Set your password</h2>
      <p className="onboarding-form__hint">Replace the temporary password you were given with one only you know.</p>
      <Form<SetPasswordValues>
        form={form}
        name="set-password"
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onSubmitCapture={() => setSubmitted(true)}
        scrollToFirstError={{ focus: true }}
        className="onboarding-form"
      >
        <OnboardingPasswordFields confirmLabel="Confirm password" validateTrigger={validateTrigger} />

        <Button type="primary" htmlType="submit" size="large" loading={isLoading}>
          {isLoading ? 'Saving...' : 'Set password'}
        </Button>
      </Form>
    </section>
  );
}
