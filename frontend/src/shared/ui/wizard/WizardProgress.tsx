import './wizard.css';

export interface WizardProgressProps {
  /** 1-based. */
  step: number;
  /** Short names of the steps, in order; their number is the wizard's length. */
  stepTitles: readonly string[];
  /** Accessible name of the progress bar, e.g. "Registration progress". */
  label: string;
}

function wizardPercent(step: number, total: number): number {
  return Math.round((step / total) * 100);
}

/**
 * 'Step X of N', '% Complete', a progress bar and the list of steps with the current one marked
 * (spec 000 §2 registration and application wizards). Plain markup: no UI library needed.
 */
export function WizardProgress({ step, stepTitles, label }: WizardProgressProps) {
  const total = stepTitles.length;
  const percent = wizardPercent(step, total);
  const stepText = `Step ${step} of ${total}`;

  return (
    <div className="wizard-progress">
      <div className="wizard-progress__meta">
        <span className="wizard-progress__step">{stepText}</span>
        <span>{percent}% Complete</span>
      </div>
      <div
        className="wizard-progress__track"
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${stepText}: ${stepTitles[step - 1]} (${percent}% complete)`}
      >
        <div className="wizard-progress__bar" style={{ width: `${percent}%` }} />
      </div>
      <ol className="wizard-progress__steps">
        {stepTitles.map((title, index) => {
          const number = index + 1;
          const state = number < step ? 'done' : number === step ? 'current' : 'todo';
          return (
            <li
              key={title}
              className={`wizard-progress__item wizard-progress__item--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="wizard-progress__number" aria-hidden="true">
                {state === 'done' ? '✓' : number}
              </span>
              <span className="wizard-progress__title">
                {title}
                {state === 'done' && <span className="visually-hidden"> (completed)</span>}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
