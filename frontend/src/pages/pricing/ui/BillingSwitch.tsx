import { ANNUAL_SAVING_PERCENT } from '@contracts';
import type { Billing } from '../model/pricing';

/** The monthly/annual switch: a real switch role, so it is one key press (Space) to flip. */
export function BillingSwitch({ billing, onChange }: { billing: Billing; onChange: (billing: Billing) => void }) {
  const annual = billing === 'annual';
  return (
    <div className="pricing-switch">
      <span className={annual ? '' : 'pricing-switch__active'} aria-hidden="true">
        Monthly
      </span>
      <button
        type="button"
        role="switch"
        aria-checked={annual}
        aria-label={`Annual billing (save ${ANNUAL_SAVING_PERCENT}%)`}
        className="pricing-switch__track"
        onClick={() => onChange(annual ? 'monthly' : 'annual')}
      >
        <span className="pricing-switch__thumb" />
      </button>
      <span className={annual ? 'pricing-switch__active' : ''} aria-hidden="true">
        Annual <span className="pricing-switch__badge">Save {ANNUAL_SAVING_PERCENT}%</span>
      </span>
    </div>
  );
}
