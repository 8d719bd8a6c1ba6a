import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { WizardFieldError, WizardStep } from '@/shared/lib/accountForm';
import { focusFirstError, type FieldBinding, type FieldErrors, type FormValues } from '@/shared/ui/plain-form';

function pick<T extends FormValues>(errors: FieldErrors<T>, fields: readonly string[]): FieldErrors<T> {
  return Object.fromEntries(Object.entries(errors).filter(([name]) => fields.includes(name))) as FieldErrors<T>;
}

interface WizardFormOptions<T extends FormValues> {
  steps: ReadonlyArray<WizardStep<keyof T & string>>;
  /** Every field's problem; the wizard shows those of the current step only. */
  validate: (values: T) => FieldErrors<T>;
  /** After every change (e.g. to save a draft). */
  onChange?: (values: T) => void;
}

/**
 * A multi-step plain form (spec 000 §5): one set of values across the steps, so leaving a step keeps what
 * was typed; "Next" checks the current step only, first on submit and then on every change of that step;
 * a new step moves the focus to its heading; the server's field errors open the first step that has one,
 * with the focus on the field.
 */
export function useWizardForm<T extends FormValues>(initial: T, { steps, validate, onChange }: WizardFormOptions<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [step, setStep] = useState(1);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(() => new Set());
  const [focusTarget, setFocusTarget] = useState<{ heading: boolean; fields?: FieldErrors<T> } | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const fieldsOf = (number: number) => steps[number - 1].fields;

  useEffect(() => {
    if (!focusTarget) return;
    if (focusTarget.fields) focusFirstError(formRef.current, focusTarget.fields);
    else headingRef.current?.focus();
    setFocusTarget(null);
  }, [focusTarget]);

  const goTo = (next: number) => {
    setStep(next);
    setErrors({});
    setFocusTarget({ heading: true });
  };

  const setField: FieldBinding<T>['setField'] = (name, value) => {
    const next = { ...values, [name]: value };
    setValues(next);
    if (checkedSteps.has(step)) setErrors(pick(validate(next), fieldsOf(step)));
    onChange?.(next);
  };

  /** The form's onSubmit: the current step's check, then the next step or, on the last, `onLast`. */
  const submit = (onLast: (values: T) => void | Promise<void>) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setCheckedSteps((checked) => new Set(checked).add(step));
    const found = pick(validate(values), fieldsOf(step));
    setErrors(found);
    if (Object.keys(found).length > 0) focusFirstError(formRef.current, found);
    else if (step < steps.length) goTo(step + 1);
    else void onLast(values);
  };

  /** The server's field messages, on the first step that holds one of them. */
  const showServerErrors = (fieldErrors: WizardFieldError<keyof T & string>[]) => {
    if (fieldErrors.length === 0) return;
    const found = Object.fromEntries(fieldErrors.map((field) => [field.name, field.errors[0]])) as FieldErrors<T>;
    const stepOf = (name: string) => steps.findIndex((candidate) => candidate.fields.includes(name)) + 1 || steps.length;
    const first = Math.min(...fieldErrors.map((field) => stepOf(field.name)));
    setStep(first);
    setCheckedSteps((checked) => new Set(checked).add(first));
    const shown = pick(found, fieldsOf(first));
    setErrors(shown);
    setFocusTarget({ heading: false, fields: shown });
  };

  /** Back to step 1 with `to` and nothing checked yet. */
  const restart = (to: T) => {
    setValues(to);
    setCheckedSteps(new Set());
    goTo(1);
  };

  return { values, errors, setField, submit, showServerErrors, restart, goTo, step, formRef, headingRef };
}

export type WizardForm<T extends FormValues> = ReturnType<typeof useWizardForm<T>>;
