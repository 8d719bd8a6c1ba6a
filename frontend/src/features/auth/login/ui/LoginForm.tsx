import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Alert, Button, Form, Input, type InputRef } from 'antd';
import { LOGIN_PASSWORD_MIN_LENGTH, TOASTS, USERNAME_MIN_LENGTH, VALIDATION_MESSAGES } from '@contracts';
import { BRAND_NAME, ROUTES, STORAGE_KEYS } from '@/shared/config';
import { useToast } from '@/shared/ui';
import { loginApi, type LoginCredentials } from '../api/loginApi';
import { interpretLoginError } from '../model/loginFailure';
import { loginNotice } from '../model/loginNotice';
import { useLoginAttempts } from '../model/useLoginAttempts';
import { planPostLoginNavigation } from '../model/postLoginNavigation';
import './login-form.css';

/**
 * Sign-in form (spec 000 "Login", §8 "Login"). Uses antd: only ever loaded in the lazy /login chunk.
 * A failure shows one message above the fields (no toast beside it), clears the password and puts the
 * cursor back in it.
 */
export function LoginForm() {
  const [form] = Form.useForm<LoginCredentials>();
  const passwordInput = useRef<InputRef>(null);
  const [login, { isLoading }] = loginApi.useLoginMutation();
  const attempts = useLoginAttempts();
  // Fetched after the first failure, so it is there for the warning the second one brings.
  const { data: policy } = loginApi.useGetLoginPolicyQuery(undefined, { skip: attempts.failedAttempts === 0 });
  const [submitted, setSubmitted] = useState(false);
  const [searchParams] = useSearchParams();
  const navigate = useNavigate();
  const { toast } = useToast();

  // After the failure has rendered (antd re-creates the input while it clears the field's status).
  const lastFailure = attempts.lastFailure;
  useEffect(() => {
    if (lastFailure && lastFailure.kind !== 'locked') passwordInput.current?.focus();
  }, [lastFailure]);

  const notice = loginNotice({ failedAttempts: attempts.failedAttempts, lastFailure: attempts.lastFailure, policy });

  const onFinish = async (credentials: LoginCredentials) => {
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
      attempts.record(failure);
      // resetFields also drops the field's errors, so the emptied field does not claim 'at least 6 characters'.
      form.resetFields(['password']);
    }
  };

  return (
    <Form<LoginCredentials>
      form={form}
      name="login"
      layout="vertical"
      requiredMark={false}
      disabled={attempts.locked}
      onFinish={onFinish}
      onFinishFailed={() => setSubmitted(true)}
      onSubmitCapture={() => setSubmitted(true)}
      scrollToFirstError={{ focus: true }}
      className="login-form"
    >
      {notice && (
        <Alert
          // A new key per failure: screen readers announce the alert again even when its text repeats.
          key={`${attempts.failedAttempts}-${notice.title}`}
          className="login-form__notice"
          type={notice.tone}
          role="alert"
          showIcon
          title={notice.title}
          description={notice.description}
        />
      )}

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
        <Input.Password ref={passwordInput} autoComplete="current-password" size="large" />
      </Form.Item>

      <div className="login-form__forgot">
        <Link to={ROUTES.forgotPassword}>Forgot your password?</Link>
      </div>

      <Button type="primary" htmlType="submit" size="large" block loading={isLoading} disabled={attempts.locked}>
        {isLoading ? 'Signing in...' : 'Sign in'}
      </Button>

      <p className="login-form__signup">
        Don&apos;t have an account? <Link to={ROUTES.signUp}>Sign up</Link>
      </p>
    </Form>
  );
}

function rememberOnboardingRedirect(path: string): void {
  try {
    sessionStorage.setItem(STORAGE_KEYS.onboardingRedirect, path);
  } catch {
    // Without storage onboarding ends on the dashboard, which is still a sensible place.
  }
}
