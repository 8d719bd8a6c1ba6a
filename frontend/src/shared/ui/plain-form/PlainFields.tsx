import { PlainField } from '../dialog';
import type { FormValues, PlainForm } from './usePlainForm';
import '../dialog/dialog.css';
import './plain-form.css';

interface BaseProps<T extends FormValues> {
  form: PlainForm<T>;
  name: keyof T & string;
  label: string;
  /** Shown as "(optional)" after the label; everything else is required. */
  optional?: boolean;
  hint?: string;
}

const labelOf = (label: string, optional?: boolean) => (optional ? `${label} (optional)` : label);

/** The public pages' fields: the shared PlainField around a native control bound to a usePlainForm. */
export function TextField<T extends FormValues>({
  form,
  name,
  label,
  optional,
  hint,
  type = 'text',
  autoComplete,
}: BaseProps<T> & { type?: 'text' | 'email' | 'tel'; autoComplete?: string }) {
  return (
    <PlainField label={labelOf(label, optional)} hint={hint} error={form.errors[name]}>
      <input
        name={name}
        type={type}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
        autoComplete={autoComplete}
        aria-required={optional ? undefined : true}
      />
    </PlainField>
  );
}

export function TextAreaField<T extends FormValues>({ form, name, label, optional, hint, rows = 4 }: BaseProps<T> & { rows?: number }) {
  return (
    <PlainField label={labelOf(label, optional)} hint={hint} error={form.errors[name]}>
      <textarea
        name={name}
        rows={rows}
        value={form.values[name]}
        onChange={(event) => form.setField(name, event.target.value)}
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
      <select name={name} value={form.values[name]} onChange={(event) => form.setField(name, event.target.value)} aria-required={optional ? undefined : true}>
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
