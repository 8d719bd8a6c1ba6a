import { useId, useState, type ReactNode } from 'react';
import { PasswordField } from './PasswordField';
import type { FieldBinding, FormValues } from './usePlainForm';

export interface NewPasswordPairProps<T extends FormValues & { password: string; confirmPassword: string }> {
  form: FieldBinding<T>;
  label: string;
  confirmLabel: string;
  hint?: string;
  /** Under the new password: e.g. a strength meter. */
  extra?: ReactNode;
  maxLength?: number;
}

/**
 * A new password (`password`) and its confirmation (`confirmPassword`) with one "Show passwords" toggle
 * for both: sign-up wizards and the reset page. Plain markup, for public pages.
 */
export function NewPasswordPair<T extends FormValues & { password: string; confirmPassword: string }>({
  form,
  label,
  confirmLabel,
  hint,
  extra,
  maxLength,
}: NewPasswordPairProps<T>) {
  const [visible, setVisible] = useState(false);
  const ids = useId();
  const toggle = { onToggle: () => setVisible((shown) => !shown), label: 'Show passwords', controls: `${ids}-password ${ids}-confirm` };
  // `as never`: TypeScript cannot see that a generic T's 'password' is one of its string fields.
  return (
    <>
      <PasswordField
        form={form}
        name={'password' as never}
        id={`${ids}-password`}
        label={label}
        autoComplete="new-password"
        hint={hint}
        extra={extra}
        visible={visible}
        toggle={toggle}
        maxLength={maxLength}
      />
      <PasswordField form={form} name={'confirmPassword' as never} id={`${ids}-confirm`} label={confirmLabel} autoComplete="new-password" visible={visible} />
    </>
  );
}
