import type { ReactNode } from 'react';
import { WizardProgress } from '@/shared/ui/wizard';
import type { FormValues } from '@/shared/ui/plain-form';
import type { WizardForm } from './useWizardForm';
import '@/shared/ui/plain-form/plain-form.css';

export interface WizardShellProps<T extends FormValues> {
  wizard: WizardForm<T>;
  name: string;
  className: string;
  stepTitles: readonly string[];
  /** The progress bar's accessible name, e.g. "Registration progress". */
  progressLabel: string;
  heading: string;
  /** Above the heading (e.g. a restored-draft notice). */
  notice?: ReactNode;
  onLast: (values: T) => void | Promise<void>;
  busy: boolean;
  /** The primary button's text on this step. */
  submitLabel: string;
  /** Under the buttons (e.g. "Already have an account?"). */
  footer: ReactNode;
  /** The current step's fields. */
  children: ReactNode;
}

/**
 * What both sign-up wizards share around their steps (spec 000 §2): the form, 'Step X of N' with the
 * progress bar, the step heading that takes the focus, "Previous" and the primary button. Plain markup.
 */
export function WizardShell<T extends FormValues>({
  wizard,
  name,
  className,
  stepTitles,
  progressLabel,
  heading,
  notice,
  onLast,
  busy,
  submitLabel,
  footer,
  children,
}: WizardShellProps<T>) {
  return (
    <form ref={wizard.formRef} name={name} noValidate onSubmit={wizard.submit(onLast)} className={`plain-form wizard-form ${className}`}>
      <WizardProgress step={wizard.step} stepTitles={stepTitles} label={progressLabel} />
      {notice}
      <h2 ref={wizard.headingRef} tabIndex={-1} className="wizard-step__title">
        {heading}
      </h2>
      {children}
      <div className="wizard-actions">
        {wizard.step > 1 && (
          <button type="button" className="btn btn--outline" onClick={() => wizard.goTo(wizard.step - 1)} disabled={busy}>
            Previous
          </button>
        )}
        <button type="submit" className="btn btn--primary wizard-actions__next" disabled={busy}>
          {submitLabel}
        </button>
      </div>
      <p className="wizard-footer-text">{footer}</p>
    </form>
  );
}
