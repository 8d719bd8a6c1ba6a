import { TOASTS, VALIDATION_MESSAGES } from '@contracts';
import { serverMessage } from '@/shared/api';
import { isPlausibleEmail } from '@/shared/lib';
import { useToast } from '@/shared/ui';
import { TextField, usePlainForm, type FieldErrors } from '@/shared/ui/plain-form';
import { passwordResetApi } from '../api/passwordResetApi';
import './password-reset.css';

type ForgotPasswordValues = { email: string };

function validateEmail({ email }: ForgotPasswordValues): FieldErrors<ForgotPasswordValues> {
  return isPlausibleEmail(email) ? {} : { email: VALIDATION_MESSAGES.pleaseEnterValidEmail };
}

interface ForgotPasswordFormProps {
  /** Called once the server has taken the request (it answers the same for every address). */
  onSent: (email: string) => void;
}

/** The one-field form of /forgot-password (spec 000 "Forgot password", §5, §8), on the plain-form kit. */
export function ForgotPasswordForm({ onSent }: ForgotPasswordFormProps) {
  const form = usePlainForm<ForgotPasswordValues>({ email: '' }, validateEmail);
  const [forgotPassword, { isLoading }] = passwordResetApi.useForgotPasswordMutation();
  const { toast } = useToast();

  const onValid = async ({ email }: ForgotPasswordValues) => {
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
    // Our own message, not the browser's bubble, for a malformed address (type="email" stays for keyboards).
    <form ref={form.formRef} name="forgot-password" className="plain-form password-reset-form" noValidate onSubmit={form.submit(onValid)}>
      <TextField form={form} name="email" label="Email address" type="email" autoComplete="email" inputMode="email" spellCheck={false} />
      <button type="submit" className="btn btn--primary btn--block" disabled={isLoading}>
        {isLoading ? 'Sending...' : 'Send reset instructions'}
      </button>
    </form>
  );
}
