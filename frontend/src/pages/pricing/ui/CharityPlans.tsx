import { useState } from 'react';
import { Link } from 'react-router-dom';
import {
  MEMBERSHIP_INITIAL_COMMITMENT_MONTHS,
  ONE_OFF_REGULAR_SETUP_FEE,
  ONE_OFF_SETUP_FEE,
  SETUP_FEE_CREDIT_DAYS,
} from '@contracts';
import { ROUTES } from '@/shared/config';
import { formatPounds } from '@/shared/lib';
import { tierCards, type Billing } from '../model/pricing';
import { BillingSwitch } from './BillingSwitch';

export function CharityPlans() {
  const [billing, setBilling] = useState<Billing>('monthly');

  return (
    <>
      <BillingSwitch billing={billing} onChange={setBilling} />
      <ul className="pp-grid pricing-tiers" aria-label="Membership tiers">
        {tierCards(billing).map((card) => (
          <li key={card.tier} className={`pp-card${card.tier === 'medium' ? ' pp-card--highlight' : ''}`} data-testid={`tier-${card.tier}`}>
            <h2>{card.name}</h2>
            <p>{card.band}</p>
            <p className="pricing-price">
              <span className="pricing-price__amount">{card.price}</span> <span className="pricing-price__period">{card.period}</span>
            </p>
            {card.saving && <p className="pricing-saving">{card.saving}</p>}
            <ul className="pp-checklist">
              <li>{card.discount}% discount on consultant rates</li>
              <li>Priority access to our consultants</li>
              <li>Multiple projects a year</li>
              <li>{MEMBERSHIP_INITIAL_COMMITMENT_MONTHS} months to start, then rolling monthly</li>
            </ul>
            <Link to={`${ROUTES.register}?tier=${card.tier}`} className="btn btn--primary pp-card__action" aria-label={`Choose ${card.name}`}>
              Get Started
            </Link>
          </li>
        ))}
      </ul>

      <article className="pp-card pricing-oneoff" aria-labelledby="pricing-oneoff-title">
        <h2 id="pricing-oneoff-title">One Off Projects</h2>
        <p>Not ready for a membership? Bring in a consultant for one well-defined project, with no ongoing commitment.</p>
        <p className="pricing-price">
          <span className="pricing-price__amount">{formatPounds(ONE_OFF_SETUP_FEE)}</span>{' '}
          <span className="pricing-price__period">
            setup fee, usually <s>{formatPounds(ONE_OFF_REGULAR_SETUP_FEE)}</s>
          </span>
        </p>
        <p>Credited to your membership if you join within {SETUP_FEE_CREDIT_DAYS} days of the project finishing.</p>
        <Link to={`${ROUTES.projectRequest}?type=oneoff`} className="btn btn--outline pp-card__action">
          Start a One-Off Project
        </Link>
      </article>
    </>
  );
}
