import { Button, Card, Form, Input } from 'antd';
import { TOASTS, VALIDATION_MESSAGES } from '@contracts';
import { serverFieldMessages, serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { OnboardingPasswordFields, onboardingApi } from '@/features/auth/onboarding';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/**
 * Change password (issue 16; spec 001 §8 "Change password, first form"): current + new under the server's rule.
 * The server checks the current password like a login (a wrong one counts towards the lockout), ends the
 * member's other sessions and mails a notice (D3).
 */
export function ChangePasswordCard() {
  const [form] = Form.useForm<ChangePasswordValues>();
  const [changePassword, { isLoading }] = onboardingApi.useChangePasswordMutation();
  const { toast } = useToast();

  const onFinish = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    try {
      await changePassword({ currentPassword, newPassword }).unwrap();
      form.resetFields();
      toast(TOASTS.passwordUpdated);
    } catch (error) {
      const fields = serverFieldMessages(error);
      form.setFields(Object.entries(fields).map(([name, message]) => ({ name: name as keyof ChangePasswordValues, errors: [message] })));
      toast({ title: TOASTS.changePasswordFailed.title, description: serverMessage(error) ?? TOASTS.passwordUpdateFailed.title, variant: 'destructive' });
    }
  };

  return (
    <Card title={<h2 className="account-settings__card-title">Change Password</h2>}>
      <Form<ChangePasswordValues> form={form} name="change-password" layout="vertical" onFinish={onFinish} className="account-settings__password">
        {/* For password managers: the account this password belongs to. */}
        <input type="text" name="username" autoComplete="username" hidden readOnly />
        <Form.Item label="Your current password" name="currentPassword" rules={[{ required: true, message: VALIDATION_MESSAGES.currentPasswordRequired }]}>
          <Input.Password autoComplete="current-password" />
        </Form.Item>
        <OnboardingPasswordFields confirmLabel="Confirm new password" />
        <p className="account-settings__hint">Changing your password signs you out on every other device.</p>
        <Button type="primary" htmlType="submit" loading={isLoading}>
          Change Password
        </Button>
      </Form>
    </Card>
  );
}
