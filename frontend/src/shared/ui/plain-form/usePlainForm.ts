import { useCallback, useRef, useState, type FormEvent } from 'react';

export type FormValues = Record<string, string>;
export type FieldErrors<T extends FormValues> = Partial<Record<keyof T & string, string>>;

/**
 * Form state for the public pages, which cannot afford antd's Form: validation on submit, then on every
 * change (spec 000 §5 "Generic messages"), and focus on the first invalid field in document order.
 */
export function usePlainForm<T extends FormValues>(initial: T, validate: (values: T) => FieldErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [validateOnChange, setValidateOnChange] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  const focusFirstError = useCallback((found: FieldErrors<T>) => {
    const form = formRef.current;
    if (!form) return;
    const first = Array.from(form.elements).find(
      (element): element is HTMLInputElement => 'name' in element && (element as HTMLInputElement).name in found,
    );
    first?.focus();
  }, []);

  const setField = (name: keyof T & string, value: string) => {
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
      focusFirstError(found);
      return;
    }
    void onValid(values);
  };

  /** The server's per-field messages (a 400), shown like the client's own. */
  const showErrors = (found: FieldErrors<T>) => {
    setErrors(found);
    focusFirstError(found);
  };

  const reset = () => {
    setValues(initial);
    setErrors({});
    setValidateOnChange(false);
  };

  return { values, errors, setField, submit, showErrors, reset, formRef };
}

export type PlainForm<T extends FormValues> = ReturnType<typeof usePlainForm<T>>;

export function minLength(value: string, length: number): boolean {
  return value.trim().length >= length;
}
