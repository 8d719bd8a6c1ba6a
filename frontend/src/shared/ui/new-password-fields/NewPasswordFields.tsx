import type { ReactNode } from 'react';
import { Form, Input, type FormItemProps, type FormRule } from 'antd';

/** "Must equal the field `other`", for confirmation fields. */
function matchesField(other: string, message: string): FormRule {
  return ({ getFieldValue }) => ({
    validator: (_rule, value: string | undefined) =>
      !value || value === getFieldValue(other) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}

export interface NewPasswordFieldsProps {
  /** The new password's field name; the confirmation is always `confirmPassword`. */
  name?: string;
  label?: string;
  confirmLabel: string;
  /** Shown under the new password, e.g. the password rule in words. */
  hint?: ReactNode;
  /** The rule set for the new password, each rule with its own message. */
  rules: FormRule[];
  /** Checks on the confirmation that run before the match check. */
  confirmRules: FormRule[];
  /** Shown when the confirmation differs from the new password. */
  mismatchMessage: string;
  validateTrigger?: FormItemProps['validateTrigger'];
}

/** A new password and its confirmation, as antd Form.Items (lazy member/admin chunks only). */
export function NewPasswordFields({
  name = 'newPassword',
  label = 'New password',
  confirmLabel,
  hint,
  rules,
  confirmRules,
  mismatchMessage,
  validateTrigger,
}: NewPasswordFieldsProps) {
  return (
    <>
      <Form.Item label={label} name={name} extra={hint} validateTrigger={validateTrigger} rules={rules}>
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>

      <Form.Item
        label={confirmLabel}
        name="confirmPassword"
        dependencies={[name]}
        validateTrigger={validateTrigger}
        rules={[...confirmRules, matchesField(name, mismatchMessage)]}
      >
        <Input.Password autoComplete="new-password" size="large" />
      </Form.Item>
    </>
  );
}
