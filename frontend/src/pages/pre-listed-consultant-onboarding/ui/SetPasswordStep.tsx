import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Form } from 'antd';
import { REDIRECT_DELAY_ONBOARDING_MS, TOASTS } from '@contracts';
import { serverMessage } from '@/shared/api';
import { ROUTES } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { OnboardingPasswordForm, onboardingApi } from '@/features/auth/onboarding';

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
  const [done, setDone] = useState(false);
  const navigate = useNavigate();
  const { toast } = useToast();

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
    <OnboardingPasswordForm<SetPasswordValues>
      name="set-password"
      headingId="set-password-heading"
      heading="Set your password"
      hint="Replace the temporary password you were given with one only you know."
      form={form}
      onFinish={onFinish}
      busy={isLoading}
      submitLabel="Set password"
      busyLabel="Saving..."
      confirmLabel="Confirm password"
    />
  );
}
