import { cloneElement, useId, type ReactElement, type ReactNode } from 'react';

interface PlainFieldProps {
  label: string;
  error?: string;
  hint?: string;
  /** Under the control (e.g. a password strength meter), and part of its description like the hint. */
  extra?: ReactNode;
  /** Inside the control's box, after it (e.g. a show-password toggle). */
  suffix?: ReactNode;
  /** One input, select or textarea; it receives id, aria-invalid and aria-describedby. */
  children: ReactElement<Record<string, unknown>>;
}

/** A labelled native control with its error under it, for the light forms of public pages. */
export function PlainField({ label, error, hint, extra, suffix, children }: PlainFieldProps) {
  const generated = useId();
  const id = (children.props.id as string | undefined) ?? generated;
  const errorId = `${id}-error`;
  const hintId = `${id}-hint`;
  const extraId = `${id}-extra`;
  const describedBy = [hint ? hintId : null, extra ? extraId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  const control = cloneElement(children, { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy });
  return (
    <div className="plain-field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <span id={hintId} className="plain-field__hint">
          {hint}
        </span>
      )}
      {suffix ? (
        <div className="plain-field__affix">
          {control}
          {suffix}
        </div>
      ) : (
        control
      )}
      {error && (
        <p id={errorId} className="plain-field__error">
          {error}
        </p>
      )}
      {extra && <div id={extraId}>{extra}</div>}
    </div>
  );
}
