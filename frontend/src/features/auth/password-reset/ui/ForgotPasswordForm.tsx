import { useState } from 'react';
import { Button, Form, Input } from 'antd';
import { TOASTS, VALIDATION_MESSAGES } from '@contracts';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { passwordResetApi } from '../api/passwordResetApi';
import './password-reset.css';

interface ForgotPasswordValues {
  email: string;
}

interface ForgotPasswordFormProps {
  /** Called once the server has taken the request (it answers the same for every address). */
  onSent: (email: string) => void;
}

/** The one-field form of /forgot-password (spec 000 "Forgot password", §5, §8). antd: lazy chunk only. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const [form] = Form.useForm<ForgotPasswordValues>();
  const [forgotPassword, { isLoading }] = passwordResetApi.useForgotPasswordMutation();
  const [submitted, setSubmitted] = useState(false);
  const { toast } = useToast();

  const onFinish = async ({ email }: ForgotPasswordValues) => {
    const address = email.trim();
    try {
      await forgotPassword({ email: address }).unwrap();
      // Never says whether the address has an account (DECISIONS D3).
      toast(TOASTS.resetEmailSent);
      onSent(address);
    } catch (error) {
      toast({
        title: TOASTS.resetRequestFailed.title,
        description: serverMessage(error) ?? TOASTS.resetRequestFailed.description,
        variant: 'destructive',
      });
    }
  };

  return (
    <Form<ForgotPasswordValues>
      form={form}
      name="forgot-password"
      layout="vertical"
      requiredMark={false}
      // Our own message, not the browser's bubble, for a malformed address (type="email" stays for keyboards).
      noValidate
      onFinish={onFinish}
      onSubmitCapture={() => setSubmitted(true)}
      scrollToFirstError={{ focus: true }}
      className="password-reset-form"
    >
      <Form.Item
        label="Email address"
        name="email"
        validateTrigger={submitted ? 'onChange' : []}
        rules={[
          { required: true, whitespace: true, message: VALIDATION_MESSAGES.pleaseEnterValidEmail },
          { type: 'email', message: VALIDATION_MESSAGES.pleaseEnterValidEmail },
        ]}
        normalize={(value: string) => value.trimStart()}
      >
        <Input type="email" autoComplete="email" inputMode="email" spellCheck={false} size="large" />
      </Form.Item>

      <Button type="primary" htmlType="submit" size="large" block loading={isLoading}>
        {isLoading ? 'Sending...' : 'Send reset instructions'}
      </Button>
    </Form>
  );
}
