import type { ReactNode } from 'react';
import type { FormValues, PlainForm } from './usePlainForm';
import './plain-form.css';

interface PlainFormElementProps<T extends FormValues> {
  form: PlainForm<T>;
  /** The form's accessible name. */
  label: string;
  /** Runs only when the form's own rules pass. */
  onValid: (values: T) => void | Promise<void>;
  children: ReactNode;
}

/**
 * The <form> of a usePlainForm: the browser's own validation off (the form shows the spec's messages) and
 * the ref the hook focuses the first invalid field through.
 */
export function PlainFormElement<T extends FormValues>({ form, label, onValid, children }: PlainFormElementProps<T>) {
  return (
    <form ref={form.formRef} className="plain-form" noValidate aria-label={label} onSubmit={form.submit(onValid)}>
      {children}
    </form>
  );
}
