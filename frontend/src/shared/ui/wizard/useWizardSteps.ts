import { useEffect, useRef, useState } from 'react';

export interface WizardFieldMessages<Name extends string> {
  name: Name;
  errors: string[];
}

/** The bit of a form the wizard needs to show the server's field errors (an antd FormInstance fits). */
export interface WizardErrorTarget<Name extends string> {
  setFields(fields: WizardFieldMessages<Name>[]): void;
  scrollToField(name: Name, options: { block: 'center'; focus: boolean }): void;
}

/**
 * The step logic of a multi-step form whose steps mount their fields only while they show
 * (spec 000 §5): the current step, the focus moved to the new step's heading, validation that runs
 * when a step is first submitted and then on every change, and server field errors shown on the
 * first step that has one. Holds no UI library.
 */
export function useWizardSteps<Name extends string>(
  form: WizardErrorTarget<Name>,
  totalSteps: number,
  stepOfField: (name: Name) => number | undefined,
) {
  const [step, setStep] = useState(1);
  const [checkedSteps, setCheckedSteps] = useState<ReadonlySet<number>>(() => new Set());
  const [pendingErrors, setPendingErrors] = useState<WizardFieldMessages<Name>[] | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const stepChanged = useRef(false);

  // A new step takes the focus to its heading, so keyboard and screen-reader users start at its top.
  useEffect(() => {
    if (stepChanged.current) headingRef.current?.focus();
  }, [step]);

  // Server field errors are shown once their step's fields are mounted (declared after the heading
  // effect so the field, not the heading, ends up focused).
  useEffect(() => {
    if (!pendingErrors) return;
    form.setFields(pendingErrors);
    form.scrollToField(pendingErrors[0].name, { block: 'center', focus: true });
    setPendingErrors(null);
  }, [form, pendingErrors]);

  const goTo = (next: number) => {
    stepChanged.current = true;
    setStep(next);
  };

  const markChecked = () => setCheckedSteps((steps) => new Set(steps).add(step));

  /** Back to step 1 with no step validated yet. */
  const restart = () => {
    setCheckedSteps(new Set());
    goTo(1);
  };

  /** Goes to the first step with a rejected field and shows the messages there. */
  const showFieldErrors = (fieldErrors: WizardFieldMessages<Name>[]) => {
    if (fieldErrors.length === 0) return;
    const firstStep = Math.min(...fieldErrors.map((field) => stepOfField(field.name) ?? totalSteps));
    setCheckedSteps((steps) => new Set(steps).add(firstStep));
    if (firstStep !== step) goTo(firstStep);
    setPendingErrors(fieldErrors);
  };

  return {
    step,
    goTo,
    headingRef,
    markChecked,
    restart,
    showFieldErrors,
    /** The Form's validateTrigger: nothing until the step has been submitted once. */
    validateTrigger: checkedSteps.has(step) ? 'onChange' : ([] as string[]),
  };
}
