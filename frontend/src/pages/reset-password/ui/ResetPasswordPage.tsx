import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_DELAY_RESET_MS, TOASTS } from '@contracts';
import { ROUTES } from '@/shared/config';
import { usePageTitle } from '@/shared/lib';
import { AuthShell, useToast } from '@/shared/ui';
import { ResetPasswordForm, readResetLink } from '@/features/auth/password-reset';
import './reset-password.css';

/**
 * /reset-password?token=&email= (spec 000 "Reset password", §4 "Password reset"): form, then success and
 * the login page after 3 seconds. A link without its token or e-mail cannot work, so it is refused up front.
 */
export function ResetPasswordPage() {
  const [searchParams] = useSearchParams();
  const link = readResetLink(searchParams);
  const [done, setDone] = useState(false);

  if (!link) return <InvalidResetLink />;

  return done ? (
    <ResetSucceeded />
  ) : (
    <ResetPasswordShell>
      <ResetPasswordForm link={link} onReset={() => setDone(true)} />
    </ResetPasswordShell>
  );
}

function ResetPasswordShell({ children }: { children: ReactNode }) {
  usePageTitle('Reset password');
  return (
    <AuthShell title="Reset Password" description="Choose a new password for your account.">
      {children}
    </AuthShell>
  );
}

function InvalidResetLink() {
  usePageTitle('Invalid reset link');
  const navigate = useNavigate();
  const { toast } = useToast();
  const warned = useRef(false);

  useEffect(() => {
    if (warned.current) return;
    warned.current = true;
    toast({ ...TOASTS.invalidResetLink, variant: 'destructive' });
  }, [toast]);

  return (
    <AuthShell title="Invalid Reset Link">
      <div className="reset-password__state" role="alert">
        <p>{TOASTS.invalidResetLink.description}</p>
        <p className="reset-password__muted">Reset links work once and expire after a while. You can ask for a new one.</p>
      </div>
      <button type="button" className="btn btn--primary btn--block" onClick={() => navigate(ROUTES.forgotPassword)}>
        Request a new reset link
      </button>
    </AuthShell>
  );
}

function ResetSucceeded() {
  usePageTitle('Password reset successful');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => navigate(ROUTES.login, { replace: true }), REDIRECT_DELAY_RESET_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <AuthShell title="Password Reset Successful">
      <div className="reset-password__state" role="status">
        <p>{TOASTS.resetSuccess.description}</p>
        <p className="reset-password__muted">Taking you to the login page in {REDIRECT_DELAY_RESET_MS / 1000} seconds…</p>
      </div>
      <button type="button" className="btn btn--primary btn--block" onClick={() => navigate(ROUTES.login, { replace: true })}>
        Go to Login
      </button>
    </AuthShell>
  );
}
