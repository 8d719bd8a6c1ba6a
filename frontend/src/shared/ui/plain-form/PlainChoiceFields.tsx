import { useId, type ReactNode } from 'react';
import type { FieldBinding, FieldsOf, FormValues } from './usePlainForm';
import './plain-form.css';

interface CheckboxFieldProps<T extends FormValues> {
  form: FieldBinding<T>;
  name: FieldsOf<T, boolean>;
  /** The label beside the box; it may hold a link. */
  children: ReactNode;
}

/** One checkbox bound to a boolean, its error under it (e.g. a consent that must be ticked). */
export function CheckboxField<T extends FormValues>({ form, name, children }: CheckboxFieldProps<T>) {
  const id = useId();
  const error = form.errors[name];
  return (
    <div className="plain-check">
      <label className="plain-check__label" htmlFor={id}>
        <input
          id={id}
          name={name}
          type="checkbox"
          checked={form.values[name] === true}
          onChange={(event) => form.setField(name, event.target.checked as T[typeof name])}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{children}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="plain-field__error">
          {error}
        </p>
      )}
    </div>
  );
}

interface ChoiceGroupProps<T extends FormValues> {
  form: FieldBinding<T>;
  legend: string;
  options: readonly { value: string; label: ReactNode }[];
  className?: string;
}

/** A <fieldset> of checkboxes bound to a list of ticked values. */
export function CheckboxGroupField<T extends FormValues>({ form, name, legend, options, className }: ChoiceGroupProps<T> & { name: FieldsOf<T, string[]> }) {
  const id = useId();
  const error = form.errors[name];
  const ticked = form.values[name] as string[];
  const toggle = (value: string, checked: boolean) => {
    const next = checked ? [...ticked, value] : ticked.filter((item) => item !== value);
    // Kept in the options' order, whatever the order of the clicks.
    form.setField(name, options.map((option) => option.value).filter((item) => next.includes(item)) as T[typeof name]);
  };
  return (
    <fieldset className="wizard-fieldset plain-choices" aria-describedby={error ? `${id}-error` : undefined}>
      <legend>{legend}</legend>
      <div className={className}>
        {options.map((option, index) => (
          <label key={option.value} className="plain-check__label">
            <input
              type="checkbox"
              // Only the first box carries the name, so focusing the first error lands on the group's start.
              name={index === 0 ? name : undefined}
              value={option.value}
              checked={ticked.includes(option.value)}
              onChange={(event) => toggle(option.value, event.target.checked)}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={`${id}-error`} className="plain-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A <fieldset> of radio buttons bound to one value. */
export function RadioGroupField<T extends FormValues>({ form, name, legend, options, className }: ChoiceGroupProps<T> & { name: FieldsOf<T, string> }) {
  return (
    <fieldset className="wizard-fieldset plain-choices">
      <legend>{legend}</legend>
      <div className={className}>
        {options.map((option) => (
          <label key={option.value} className="plain-check__label">
            <input
              type="radio"
              name={name}
              value={option.value}
              checked={form.values[name] === option.value}
              onChange={() => form.setField(name, option.value as T[typeof name])}
            />
            <span>{option.label}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
