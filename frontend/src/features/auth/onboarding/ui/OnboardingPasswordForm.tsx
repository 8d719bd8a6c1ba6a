import { useState, type ReactNode } from 'react';
import { Button, Form, type FormInstance } from 'antd';
import { OnboardingPasswordFields } from './OnboardingPasswordFields';

type NewPasswordValues = { newPassword: string; confirmPassword: string };
type ValidateTrigger = 'onChange' | never[];

interface OnboardingPasswordFormProps<T extends NewPasswordValues> {
  /** The antd form's name (it prefixes the inputs' ids) and the heading's id. */
  name: string;
  headingId: string;
  heading: string;
  hint: string;
  form: FormInstance<T>;
  onFinish: (values: T) => Promise<void>;
  busy: boolean;
  submitLabel: string;
  busyLabel: string;
  confirmLabel: string;
  /** Fields above the new password (e.g. the current one), validated on the same trigger. */
  before?: (validateTrigger: ValidateTrigger) => ReactNode;
}

/**
 * The password step of both onboarding flows (spec 001 §5): a new password and its confirmation under the
 * onboarding rule, validated on submit and then on every change, and one submit button.
 */
export function OnboardingPasswordForm<T extends NewPasswordValues>({
  name,
  headingId,
  heading,
  hint,
  form,
  onFinish,
  busy,
  submitLabel,
  busyLabel,
  confirmLabel,
  before,
}: OnboardingPasswordFormProps<T>) {
  const [submitted, setSubmitted] = useState(false);
  const validateTrigger: ValidateTrigger = submitted ? 'onChange' : [];
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId}>{heading}</h2>
      <p className="onboarding-form__hint">{hint}</p>
      <Form<T>
        form={form}
        name={name}
        layout="vertical"
        requiredMark={false}
        onFinish={onFinish}
        onSubmitCapture={() => setSubmitted(true)}
        scrollToFirstError={{ focus: true }}
        className="onboarding-form"
      >
        {before?.(validateTrigger)}
        <OnboardingPasswordFields confirmLabel={confirmLabel} validateTrigger={validateTrigger} />
        <Button type="primary" htmlType="submit" size="large" loading={busy}>
          {busy ? busyLabel : submitLabel}
        </Button>
      </Form>
    </section>
  );
}
