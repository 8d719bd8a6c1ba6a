import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input } from 'antd';
import {
  DEFAULT_LOCKOUT_MINUTES,
  LOGIN_MAX_FAILED_ATTEMPTS,
  LOGIN_MULTIPLE_FAILURES_AT,
  LOGIN_PASSWORD_MIN_LENGTH,
  LOGIN_WARNING_AFTER_FAILURES,
  TOASTS,
  USERNAME_MIN_LENGTH,
  VALIDATION_MESSAGES,
} from '@contracts';
import { BRAND_NAME, ROUTES, STORAGE_KEYS } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { loginApi, type LoginCredentials } from '../api/loginApi';
import { interpretLoginError } from '../model/loginFailure';
import { useLoginAttempts } from '../model/useLoginAttempts';
import { planPostLoginNavigation } from '../model/postLoginNavigation';
import './login-form.css';

/** Sign-in form (spec 000 "Login", §8 "Login"). Uses antd: only ever loaded in the lazy /login chunk. */
export function LoginForm() {
  const [form] = Form.useForm<LoginCredentials>();
  const [login, { isLoading }] = loginApi.useLoginMutation();
  const attempts = useLoginAttempts();
  const [submitted, setSubmitted] = useState(false);
  const [lastError, setLastError] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();

  const locked = attempts.lockedMinutes !== null;

  const onFinish = async (credentials: LoginCredentials) => {
    setLastError(null);
    try {
      const user = await login(credentials).unwrap();
      attempts.reset();
      toast(TOASTS.loginSuccess(BRAND_NAME));

      const next = planPostLoginNavigation(user, searchParams.get('redirect'));
      if (next.afterOnboarding) rememberOnboardingRedirect(next.afterOnboarding);
      if (next.termsUpdateRequired) toast(TOASTS.termsUpdateRequired);
      navigate(next.path, { replace: true });
    } catch (error) {
      const failure = interpretLoginError(error);
      if (failure.kind === 'locked') {
        attempts.lockFor(failure.minutes);
        toast({ ...TOASTS.accountLocked(failure.minutes), variant: 'destructive' });
        return;
      }
      attempts.recordFailure();
      setLastError(failure.message);
      toast({ title: TOASTS.loginFailed.title, description: failure.message, variant: 'destructive' });
    }
  };

  return (
    <Form<LoginCredentials>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      disabled={locked}
      onFinish={onFinish}
      onFinishFailed={() => setSubmitted(true)}
      onSubmitCapture={() => setSubmitted(true)}
      scrollToFirstError={{ focus: true }}
      className="login-form"
    >
      <LoginNotices failedAttempts={attempts.failedAttempts} lockedMinutes={attempts.lockedMinutes} lastError={lastError} />

      <Form.Item
        label="Username"
        name="username"
        // Validate on submit first, then as the user corrects the field (spec 000 §5 "Generic messages").
        validateTrigger={submitted ? 'onChange' : []}
        rules={[{ required: true, min: USERNAME_MIN_LENGTH, message: VALIDATION_MESSAGES.usernameMin }]}
      >
        <Input autoComplete="username" autoCapitalize="none" spellCheck={false} size="large" />
      </Form.Item>

      <Form.Item
        label="Password"
        name="password"
        validateTrigger={submitted ? 'onChange' : []}
        rules={[{ required: true, min: LOGIN_PASSWORD_MIN_LENGTH, message: VALIDATION_MESSAGES.loginPasswordMin }]}
      >
        <Input.Password autoComplete="current-password" size="large" />
      </Form.Item>

      <div className="login-form__forgot">
        <Link to={ROUTES.forgotPassword}>Forgot your password?</Link>
      </div>

      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={locked}>
        {isLoading ? 'Signing in...' : 'Sign in'}
      </Button>

      <p className="login-form__signup">
        Don&apos;t have an account? <Link to={ROUTES.signUp}>Sign up</Link>
      </p>
    </Form>
  );
}

interface LoginNoticesProps {
  failedAttempts: number;
  lockedMinutes: number | null;
  lastError: string | null;
}

/** The boxes above the fields: lockout, repeated failures (yellow) and the last server message. */
function LoginNotices({ failedAttempts, lockedMinutes, lastError }: LoginNoticesProps) {
  if (lockedMinutes !== null) {
    const { title, description } = TOASTS.accountLocked(lockedMinutes);
    return <Alert className="login-form__notice" type="error" role="alert" showIcon title={title} description={description} />;
  }

  const notices = [];
  if (lastError) {
    notices.push(
      <Alert key="error" className="login-form__notice" type="error" role="alert" showIcon title={TOASTS.loginFailed.title} description={lastError} />,
    );
  }
  if (failedAttempts >= LOGIN_MULTIPLE_FAILURES_AT) {
    notices.push(
      <Alert
        key="warning"
        className="login-form__notice"
        type="warning"
        showIcon
        title={TOASTS.multipleFailedAttempts.title}
        description={TOASTS.multipleFailedAttempts.description}
      />,
    );
  } else if (failedAttempts >= LOGIN_WARNING_AFTER_FAILURES) {
    notices.push(
      <Alert
        key="warning"
        className="login-form__notice"
        type="warning"
        showIcon
        title={`${failedAttempts} failed login attempts`}
        description={`Please check your username and password. After ${LOGIN_MAX_FAILED_ATTEMPTS} failed attempts in a row the account is locked for ${DEFAULT_LOCKOUT_MINUTES} minutes.`}
      />,
    );
  }
  return <>{notices}</>;
}

function rememberOnboardingRedirect(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.onboardingRedirect, path);
  } catch {
    // Without storage onboarding ends on the dashboard, which is still a sensible place.
  }
}
