import { cloneElement, useId, type ReactElement } from 'react';

interface PlainFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** One input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled native control with its error under it, for the light forms of public pages. */
export function PlainField({ label, error, hint, children }: PlainFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="plain-field__hint">
          {hint}
        </span>
      )}
      {cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy })}
      {error && (
        <p id={errorId} className="plain-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
