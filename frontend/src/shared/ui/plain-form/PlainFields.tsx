import type { ReactNode } from 'react';
import type { FormValues, PlainForm } from './usePlainForm';
import './plain-form.css';

interface BaseProps<T extends FormValues> {
  form: PlainForm<T>;
  name: keyof T & string;
  label: string;
  /** Shown as "(optional)" after the label; everything else is required. */
  optional?: boolean;
  hint?: string;
  /** Prefix for element ids, so two forms on one page never share an id. */
  idPrefix: string;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldShell({ id, label, optional, hint, error, children }: {
  id: string;
  label: string;
  optional?: boolean;
  hint?: string;
  error?: string;
  children: ReactNode;
}) {
  return (
    <div className={`plain-field${error ? ' plain-field--invalid' : ''}`}>
      <label className="plain-field__label" htmlFor={id}>
        {label}
        {optional && <span className="plain-field__optional"> (optional)</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="plain-field__hint">
          {hint}
        </p>
      )}
      {children}
      {error && (
        <p id={`${id}-error`} className="plain-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

export function TextField<T extends FormValues>({
  form,
  name,
  label,
  optional,
  hint,
  idPrefix,
  type = 'text',
  autoComplete,
}: BaseProps<T> & { type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <input
        id={id}
        name={name}
        type={type}
        className="plain-field__control"
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

export function TextAreaField<T extends FormValues>({ form, name, label, optional, hint, idPrefix, rows = 4 }: BaseProps<T> & { rows?: number }) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <textarea
        id={id}
        name={name}
        rows={rows}
        className="plain-field__control"
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
      />
    </FieldShell>
  );
}

/** A native <select>: keyboard and screen-reader support come with the browser, at no bundle cost. */
export function SelectField<T extends FormValues>({
  form,
  name,
  label,
  optional,
  hint,
  idPrefix,
  options,
  placeholder = 'Please select',
}: BaseProps<T> & { options: readonly { value: string; label: string }[]; placeholder?: string }) {
  const id = `${idPrefix}-${name}`;
  const error = form.errors[name];
  return (
    <FieldShell id={id} label={label} optional={optional} hint={hint} error={error}>
      <select
        id={id}
        name={name}
        className="plain-field__control"
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-required={optional ? undefined : true}
        aria-describedby={describedBy(id, hint, error)}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldShell>
  );
}
