import { useState } from 'react';
import { Link } from 'react-router-dom';
import { TOASTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import { serverMessage } from '@/shared/api';
import { useToast } from '@/shared/ui';
import { NewPasswordPair, PlainAlert, usePlainForm } from '@/shared/ui/plain-form';
import { NEW_PASSWORD_HINT, validateNewPassword, type NewPasswordValues } from '../model/newPassword';
import { passwordResetApi } from '../api/passwordResetApi';
import type { ResetLink } from '../model/resetLink';
import './password-reset.css';

interface ResetPasswordFormProps {
  link: ResetLink;
  onReset: () => void;
}

/** New password + confirmation for a reset link (spec 000 "Reset password", §5, §8), on the plain-form kit. */
export function ResetPasswordForm({ link, onReset }: ResetPasswordFormProps) {
  const form = usePlainForm<NewPasswordValues>({ password: '', confirmPassword: '' }, validateNewPassword);
  const [resetPassword, { isLoading }] = passwordResetApi.useResetPasswordMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const { toast } = useToast();

  const onValid = async ({ password }: NewPasswordValues) => {
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
    <form ref={form.formRef} name="reset-password" className="plain-form password-reset-form" noValidate onSubmit={form.submit(onValid)}>
      {failure && (
        <PlainAlert
          className="password-reset-form__notice"
          tone="error"
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

      <NewPasswordPair form={form} label="New password" confirmLabel="Confirm new password" hint={NEW_PASSWORD_HINT} />

      <button type="submit" className="btn btn--primary btn--block" disabled={isLoading}>
        {isLoading ? 'Resetting...' : 'Reset password'}
      </button>
    </form>
  );
}
