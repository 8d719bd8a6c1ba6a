import { useId } from 'react';
import type { FunnelStepView } from '@contracts';
import { barPercent, percentText } from '../model/outcomeFilters';

/**
 * The funnel as horizontal bars in plain markup (no chart library in the admin chunk). Every bar carries its
 * label and value as text, and the conversion from the step before in words, so nothing depends on colour or
 * on seeing the bar; the list itself is what a screen reader reads.
 */
export function FunnelChart({ steps }: { steps: readonly FunnelStepView[] }) {
  const headingId = useId();
  const max = Math.max(0, ...steps.map((step) => step.count));
  return (
    <figure className="outcomes-funnel" aria-labelledby={headingId}>
      <figcaption id={headingId} className="outcomes-funnel__caption">
        From search to reviewed work: events in the period, with the share of the step before
      </figcaption>
      <ol className="outcomes-funnel__steps">
        {steps.map((step) => (
          <li key={step.step} className="outcomes-funnel__step" data-step={step.step}>
            <span className="outcomes-funnel__label">{step.label}</span>
            <span className="outcomes-funnel__track" aria-hidden="true">
              <span className="outcomes-funnel__bar" style={{ width: `${barPercent(step.count, max)}%` }} />
            </span>
            <span className="outcomes-funnel__value">{step.count.toLocaleString('en-GB')}</span>
            <span className="outcomes-funnel__conversion">{step.conversion === null ? '' : `${percentText(step.conversion)} of the step before`}</span>
          </li>
        ))}
      </ol>
    </figure>
  );
}
