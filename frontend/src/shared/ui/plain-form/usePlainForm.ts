import { useCallback, useRef, useState, type FormEvent } from 'react';

/** Text fields hold strings; checkboxes booleans; checkbox groups the ticked values. */
type FieldValue = string | boolean | string[];
export type FormValues = Record<string, FieldValue>;
export type FieldErrors<T extends FormValues> = Partial<Record<keyof T & string, string>>;
/** The names of T's fields that hold a value of type V (text inputs bind only to string fields). */
export type FieldsOf<T, V> = { [K in keyof T]: T[K] extends V ? K : never }[keyof T] & string;

/** What a field component needs of a form: its values, its errors and a way to change one value. */
export interface FieldBinding<T extends FormValues> {
  values: T;
  errors: FieldErrors<T>;
  // Method syntax on purpose: a form with more fields can be handed to a part that binds only some of them.
  setField<K extends keyof T & string>(name: K, value: T[K]): void;
}

/** Focuses the first control of `form`, in document order, whose name has an error. */
export function focusFirstError(form: HTMLFormElement | null, found: Partial<Record<string, string>>): void {
  if (!form) return;
  const first = Array.from(form.elements).find(
    (element): element is HTMLInputElement => 'name' in element && (element as HTMLInputElement).name in found,
  );
  first?.focus();
}

/**
 * Form state for the public pages, which cannot afford antd's Form: validation on submit, then on every
 * change (spec 000 §5 "Generic messages"), and focus on the first invalid field in document order.
 */
export function usePlainForm<T extends FormValues>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirst = useCallback((found: FieldErrors<T>) => focusFirstError(formRef.current, found), []);

  const setField = <K extends keyof T & string>(name: K, value: T[K]) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (validateOnChange) setErrors(validate(next));
  };

  const submit = (onValid: (values: T) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setValidateOnChange(true);
    const found = validate(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      focusFirst(found);
      return;
    }
    void onValid(values);
  };

  /** The server's per-field messages (a 400), shown like the client's own. */
  const showErrors = (found: FieldErrors<T>) => {
    setErrors(found);
    focusFirst(found);
  };

  /** Back to `to` (the initial values by default) with no messages and validation waiting for a submit. */
  const reset = (to: T = initial) => {
    setValues(to);
    setErrors({});
    setValidateOnChange(false);
  };

  return { values, errors, setField, submit, showErrors, reset, formRef };
}

export type PlainForm<T extends FormValues> = ReturnType<typeof usePlainForm<T>>;

export function minLength(value: string, length: number): boolean {
  return value.trim().length >= length;
}
