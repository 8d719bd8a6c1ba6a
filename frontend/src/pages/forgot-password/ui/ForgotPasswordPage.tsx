import { useState } from 'react';
import { Link } from 'react-router-dom';
import { RESET_TOKEN_VALID_MINUTES } from '@contracts';
import { ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { AuthShell } from '@/shared/ui';
import { ForgotPasswordForm } from '@/features/auth/password-reset';
import './forgot-password.css';

/** /forgot-password (spec 000 "Forgot password"): one e-mail field, then a "check your e-mail" note. */
export function ForgotPasswordPage() {
  usePageTitle('Forgot password');
  const [sentTo, setSentTo] = useState<string | null>(null);

  return (
    <AuthShell
      title="Forgot your password?"
      description={
        sentTo === null
          ? "Enter the email address of your account and we'll send you instructions to reset your password."
          : undefined
      }
      showBackButton
      backTo={ROUTES.login}
    >
      <>
        {sentTo === null ? (
          <ForgotPasswordForm onSent={setSentTo} />
        ) : (
          <div className="forgot-password__sent" role="status">
            <p className="forgot-password__sent-title">Check your email for password reset instructions.</p>
            <p className="forgot-password__sent-hint">
              The link works once and expires after {RESET_TOKEN_VALID_MINUTES} minutes. If the email hasn&apos;t
              arrived within a few minutes, check your spam or junk folder, or try again.
            </p>
            <button type="button" className="btn btn--outline" onClick={() => setSentTo(null)}>
              Try again
            </button>
          </div>
        )}
        <p className="forgot-password__back">
          Remembered it? <Link to={ROUTES.login}>Back to login</Link>
        </p>
      </>
    </AuthShell>
  );
}
