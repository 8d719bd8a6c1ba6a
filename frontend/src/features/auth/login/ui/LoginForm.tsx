import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { LOGIN_PASSWORD_MIN_LENGTH, TOASTS, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '@contracts';
import { BRAND_NAME, ROUTES, STORAGE_KEYS } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { PasswordField, PlainAlert, TextField, minLength, usePlainForm, type FieldErrors } from '@/shared/ui/plain-form';
import { loginApi, type LoginCredentials } from '../api/loginApi';
import { interpretLoginError } from '../model/loginFailure';
import { loginNotice } from '../model/loginNotice';
import { useLoginAttempts } from '../model/useLoginAttempts';
import { planPostLoginNavigation } from '../model/postLoginNavigation';
import { signUpLink } from '../model/signUpLink';
import './login-form.css';

type LoginValues = LoginCredentials & Record<string, string>;

function validateLogin(values: LoginValues): FieldErrors<LoginValues> {
  const errors: FieldErrors<LoginValues> = {};
  if (!minLength(values.username, USERNAME_MIN_LENGTH)) errors.username = VALIDATION_MESSAGES.usernameMin;
  if (values.password.length < LOGIN_PASSWORD_MIN_LENGTH) errors.password = VALIDATION_MESSAGES.loginPasswordMin;
  return errors;
}

/**
 * Sign-in form (spec 000 "Login", §8 "Login") on the plain-form kit: a public page, so no antd.
 * A failure shows one message above the fields (no toast beside it), clears the password and puts the
 * cursor back in it.
 */
export function LoginForm() {
  const form = usePlainForm<LoginValues>({ username: '', password: '' }, validateLogin);
  const passwordInput = useRef<HTMLInputElement>(null);
  const [login, { isLoading }] = loginApi.useLoginMutation();
  const attempts = useLoginAttempts();
  // Fetched after the first failure, so it is there for the warning the second one brings.
  const { data: policy } = loginApi.useGetLoginPolicyQuery(undefined, { skip: attempts.failedAttempts === 0 });
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();

  const lastFailure = attempts.lastFailure;
  useEffect(() => {
    if (lastFailure && lastFailure.kind !== 'locked') passwordInput.current?.focus();
  }, [lastFailure]);

  const notice = loginNotice({ failedAttempts: attempts.failedAttempts, lastFailure: attempts.lastFailure, policy });
  const redirect = searchParams.get('redirect');

  const onValid = async ({ username, password }: LoginValues) => {
    try {
      const user = await login({ username, password }).unwrap();
      attempts.reset();
      toast(TOASTS.loginSuccess(BRAND_NAME));

      const next = planPostLoginNavigation(user, redirect);
      if (next.afterOnboarding) rememberOnboardingRedirect(next.afterOnboarding);
      if (next.termsUpdateRequired) toast(TOASTS.termsUpdateRequired);
      navigate(next.path, { replace: true });
    } catch (error) {
      attempts.record(interpretLoginError(error));
      // An emptied password with no message: it does not claim 'at least 6 characters'.
      form.reset({ username, password: '' });
    }
  };

  return (
    <form ref={form.formRef} name="login" className="plain-form login-form" noValidate onSubmit={form.submit(onValid)}>
      {notice && (
        <PlainAlert
          // A new key per failure: screen readers announce the alert again even when its text repeats.
          key={`${attempts.failedAttempts}-${notice.title}`}
          className="login-form__notice"
          tone={notice.tone}
          title={notice.title}
          description={notice.description}
        />
      )}

      <fieldset className="plain-choices plain-form" disabled={attempts.locked}>
        <TextField form={form} name="username" label="Username" autoComplete="username" autoCapitalize="none" spellCheck={false} />
        <PasswordField form={form} name="password" label="Password" autoComplete="current-password" inputRef={passwordInput} />
      </fieldset>

      <div className="login-form__forgot">
        <Link to={ROUTES.forgotPassword}>Forgot your password?</Link>
      </div>

      <button type="submit" className="btn btn--primary btn--block" disabled={isLoading || attempts.locked}>
        {isLoading ? 'Signing in...' : 'Sign in'}
      </button>

      <p className="login-form__signup">
        Don&apos;t have an account? <Link to={signUpLink(redirect)}>Sign up</Link>
      </p>
    </form>
  );
}

function rememberOnboardingRedirect(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.onboardingRedirect, path);
  } catch {
    // Without storage onboarding ends on the dashboard, which is still a sensible place.
  }
}
