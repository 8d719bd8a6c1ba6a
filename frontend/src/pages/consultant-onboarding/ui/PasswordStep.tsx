import { Form, Input } from 'antd';
import { TOASTS, VALIDATION_MESSAGES, type CurrentUser } from '@contracts';
import { errorBody, serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { OnboardingPasswordForm, onboardingApi } from '@/features/auth/onboarding';

interface PasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

interface PasswordStepProps {
  /** The current password is the temporary one the consultant signed in with. */
  temporary: boolean;
  onDone: (user: CurrentUser) => void;
}

/**
 * Step 2 (spec 001 §5 "Change password, first form"): current password, a new one that meets the
 * onboarding rule, and its confirmation. The server checks the current (temporary) password.
 */
export function PasswordStep({ temporary, onDone }: PasswordStepProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [changePassword, { isLoading }] = onboardingApi.useChangePasswordMutation();
  const { toast } = useToast();

  const onFinish = async ({ currentPassword, newPassword }: PasswordValues) => {
    try {
      const user = await changePassword({ currentPassword, newPassword }).unwrap();
      toast({ ...TOASTS.passwordUpdated, description: 'Use your new password the next time you sign in.' });
      onDone(user);
    } catch (error) {
      showServerFieldErrors(error);
      toast({ title: TOASTS.passwordUpdateFailed.title, description: serverMessage(error), variant: 'destructive' });
    }
  };

  /** 'Current password is incorrect' and the like belong next to the field they are about. */
  const showServerFieldErrors = (error: unknown) => {
    const fieldErrors = errorBody(error)?.errors ?? {};
    const fields = (['currentPassword', 'newPassword'] as const).filter((name) => fieldErrors[name]);
    form.setFields(fields.map((name) => ({ name, errors: [fieldErrors[name]] })));
  };

  return (
    <OnboardingPasswordForm<PasswordValues>
      name="onboarding-password"
      headingId="onboarding-password-heading"
      heading="Change your password"
      hint={temporary ? 'Replace the temporary password you were given with one only you know.' : 'Choose a new password for your account.'}
      form={form}
      onFinish={onFinish}
      busy={isLoading}
      submitLabel="Update password"
      busyLabel="Updating..."
      confirmLabel="Confirm new password"
      before={(validateTrigger) => (
        <Form.Item
          label="Current password"
          name="currentPassword"
          extra={temporary ? 'The temporary password you signed in with.' : undefined}
          validateTrigger={validateTrigger}
          rules={[{ required: true, message: VALIDATION_MESSAGES.currentPasswordRequired }]}
        >
          <Input.Password autoComplete="current-password" size="large" />
        </Form.Item>
      )}
    />
  );
}
