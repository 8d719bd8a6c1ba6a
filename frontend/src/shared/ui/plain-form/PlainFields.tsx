import type { HTMLAttributes, ReactNode } from 'react';
import { PlainField } from '../dialog';
import type { FieldBinding, FieldsOf, FormValues } from './usePlainForm';
import '../dialog/dialog.css';
import './plain-form.css';

interface BaseProps<T extends FormValues> {
  form: FieldBinding<T>;
  name: FieldsOf<T, string>;
  label: string;
  /** Shown as "(optional)" after the label, unless 'unmarked' (a screen whose spec names it without); everything else is required. */
  optional?: boolean | 'unmarked';
  hint?: string;
  maxLength?: number;
}

const labelOf = (label: string, optional?: boolean | 'unmarked') => (optional === true ? `${label} (optional)` : label);

type InputExtras = Pick<HTMLAttributes<HTMLInputElement>, 'inputMode' | 'autoCapitalize' | 'spellCheck'> & { placeholder?: string };

/** The public pages' fields: the shared PlainField around a native control bound to a usePlainForm. */
export function TextField<T extends FormValues>({
  form,
  name,
  label,
  optional,
  hint,
  maxLength,
  type = 'text',
  autoComplete,
  ...extras
}: BaseProps<T> & InputExtras & { type?: 'text' | 'email' | 'tel' | 'url'; autoComplete?: string }) {
  return (
    <PlainField label={labelOf(label, optional)} hint={hint} error={form.errors[name]}>
      <input
        {...extras}
        name={name}
        type={type}
        value={form.values[name] as string}
        maxLength={maxLength}
        onChange={(event) => form.setField(name, event.target.value as T[typeof name])}
        autoComplete={autoComplete}
        aria-required={optional ? undefined : true}
      />
    </PlainField>
  );
}

export function TextAreaField<T extends FormValues>({
  form,
  name,
  label,
  optional,
  hint,
  maxLength,
  rows = 4,
  extra,
}: BaseProps<T> & { rows?: number; extra?: ReactNode }) {
  return (
    <PlainField label={labelOf(label, optional)} hint={hint} error={form.errors[name]} extra={extra}>
      <textarea
        name={name}
        rows={rows}
        value={form.values[name] as string}
        maxLength={maxLength}
        onChange={(event) => form.setField(name, event.target.value as T[typeof name])}
        aria-required={optional ? undefined : true}
      />
    </PlainField>
  );
}

/** A native <select>: keyboard and screen-reader support come with the browser, at no bundle cost. */
export function SelectField<T extends FormValues>({
  form,
  name,
  label,
  optional,
  hint,
  options,
  placeholder = 'Please select',
}: BaseProps<T> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  return (
    <PlainField label={labelOf(label, optional)} hint={hint} error={form.errors[name]}>
      <select
        name={name}
        value={form.values[name] as string}
        onChange={(event) => form.setField(name, event.target.value as T[typeof name])}
        aria-required={optional ? undefined : true}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </PlainField>
  );
}
