import type { ReactNode, Ref } from 'react';
import { PlainField } from '../dialog';
import { PasswordToggle } from '../password-toggle';
import type { FieldBinding, FieldsOf, FormValues } from './usePlainForm';
import './plain-form.css';

interface PasswordFieldProps<T extends FormValues> {
  form: FieldBinding<T>;
  name: FieldsOf<T, string>;
  label: string;
  autoComplete: 'current-password' | 'new-password';
  hint?: string;
  extra?: ReactNode;
  /** Shown as text rather than dots (the page keeps this state, e.g. for a password and its confirmation). */
  visible?: boolean;
  /** Given, the field carries the show-password toggle; ids of every input it reveals. */
  toggle?: { onToggle: () => void; label: string; controls?: string };
  maxLength?: number;
  inputRef?: Ref<HTMLInputElement>;
  /** The input's own id (PlainField makes one otherwise), e.g. for the toggle's aria-controls. */
  id?: string;
  disabled?: boolean;
}

/** A password input in a PlainField, with the optional show-password toggle inside its box. */
export function PasswordField<T extends FormValues>({ form, name, label, autoComplete, hint, extra, visible = false, toggle, maxLength, inputRef, id, disabled }: PasswordFieldProps<T>) {
  return (
    <PlainField
      label={label}
      hint={hint}
      extra={extra}
      error={form.errors[name]}
      suffix={toggle && <PasswordToggle visible={visible} onToggle={toggle.onToggle} controls={toggle.controls} label={toggle.label} />}
    >
      <input
        ref={inputRef}
        id={id}
        name={name}
        type={visible ? 'text' : 'password'}
        value={form.values[name] as string}
        maxLength={maxLength}
        disabled={disabled}
        onChange={(event) => form.setField(name, event.target.value as T[typeof name])}
        autoComplete={autoComplete}
        aria-required
      />
    </PlainField>
  );
}
