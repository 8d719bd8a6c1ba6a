import './onboarding.css';

export interface OnboardingProgressProps {
  /** Step names in order, e.g. ['Accept terms', 'Set your password']. */
  steps: readonly string[];
  /** Index of the step being shown. */
  current: number;
}

/** "Step 1 of 2" and a list of the steps, the current one marked for assistive technology. */
export function OnboardingProgress({ steps, current }: OnboardingProgressProps) {
  if (steps.length < 2) return null;

  return (
    <nav className="onboarding-progress" aria-label="Onboarding progress">
      <p className="onboarding-progress__count">
        Step {current + 1} of {steps.length}
      </p>
      <ol className="onboarding-progress__list">
        {steps.map((label, index) => {
          const state = index < current ? 'done' : index === current ? 'current' : 'todo';
          return (
            <li
              key={label}
              className={`onboarding-progress__step onboarding-progress__step--${state}`}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className="onboarding-progress__marker" aria-hidden="true">
                {state === 'done' ? '✓' : index + 1}
              </span>
              {label}
              {state === 'done' && <span className="visually-hidden"> (done)</span>}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
