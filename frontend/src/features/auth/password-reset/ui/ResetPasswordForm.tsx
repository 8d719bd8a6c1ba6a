import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Alert, Button, Form, type FormRule } from 'antd';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, TOASTS, VALIDATION_MESSAGES } from '@contracts';
import { ROUTES } from '@/shared/config';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { NewPasswordFields } from '@/shared/ui/new-password-fields';
import { passwordResetApi } from '../api/passwordResetApi';
import type { ResetLink } from '../model/resetLink';
import './password-reset.css';

interface ResetPasswordValues {
  password: string;
  confirmPassword: string;
}

/** The reset rule (spec 000 §8): 8 to 100 characters; an empty field shows the length message. */
const PASSWORD_RULES: FormRule[] = [
  { required: true, message: VALIDATION_MESSAGES.passwordMin },
  { min: PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.passwordMin },
  { max: PASSWORD_MAX_LENGTH, message: VALIDATION_MESSAGES.passwordMax },
];

const CONFIRM_RULES: FormRule[] = [
  { required: true, message: VALIDATION_MESSAGES.passwordMin },
  { min: PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.passwordMin },
];

interface ResetPasswordFormProps {
  link: ResetLink;
  onReset: () => void;
}

/** New password + confirmation for a reset link (spec 000 "Reset password", §5, §8). antd: lazy chunk only. */
export function ResetPasswordForm({ link, onReset }: ResetPasswordFormProps) {
  const [form] = Form.useForm<ResetPasswordValues>();
  const [resetPassword, { isLoading }] = passwordResetApi.useResetPasswordMutation();
  const [submitted, setSubmitted] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();
  const validateTrigger = submitted ? 'onChange' : [];

  const onFinish = async ({ password }: ResetPasswordValues) => {
    setFailure(null);
    try {
      await resetPassword({ token: link.token, email: link.email, password }).unwrap();
      toast(TOASTS.resetSuccess);
      onReset();
    } catch (error) {
      const message = serverMessage(error) ?? TOASTS.resetFailed.description;
      setFailure(message);
      toast({ title: TOASTS.resetFailed.title, description: message, variant: 'destructive' });
    }
  };

  return (
    <Form<ResetPasswordValues>
      form={form}
      name="reset-password"
      layout="vertical"
      requiredMark={false}
      onFinish={onFinish}
      onSubmitCapture={() => setSubmitted(true)}
      scrollToFirstError={{ focus: true }}
      className="password-reset-form"
    >
      {failure && (
        <Alert
          className="password-reset-form__notice"
          type="error"
          role="alert"
          showIcon
          title={TOASTS.resetFailed.title}
          description={
            <>
              {failure} <Link to={ROUTES.forgotPassword}>Request a new reset link</Link>
            </>
          }
        />
      )}

      <p className="password-reset-form__hint">
        Choosing a new password for <strong>{link.email}</strong>.
      </p>
      {/* Lets password managers file the new password under the right account. */}
      <input type="text" name="username" value={link.email} autoComplete="username" readOnly hidden />

      <NewPasswordFields
        name="password"
        confirmLabel="Confirm new password"
        hint={`Between ${PASSWORD_MIN_LENGTH} and ${PASSWORD_MAX_LENGTH} characters.`}
        rules={PASSWORD_RULES}
        confirmRules={CONFIRM_RULES}
        mismatchMessage={VALIDATION_MESSAGES.passwordsDoNotMatch}
        validateTrigger={validateTrigger}
      />

      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {isLoading ? 'Resetting...' : 'Reset password'}
      </Button>
    </Form>
  );
}
