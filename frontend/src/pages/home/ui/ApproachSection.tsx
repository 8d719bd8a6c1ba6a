import { Link } from 'react-router-dom';
import {
  MEMBER_DISCOUNT_PERCENT,
  MEMBERSHIP_INITIAL_COMMITMENT_MONTHS,
  MEMBERSHIP_PRICES,
  ONE_OFF_REGULAR_SETUP_FEE,
  ONE_OFF_SETUP_FEE,
  SETUP_FEE_CREDIT_DAYS,
} from '@contracts';
import { ROUTES } from '@/shared/config';
import { formatPounds } from '@/shared/lib';

export function ApproachSection() {
  return (
    <section className="home-section home-section--tinted" aria-labelledby="home-approach-title">
      <div className="container">
        <h2 id="home-approach-title" className="home-section__title">
          Choose your approach
        </h2>
        <p className="home-section__intro">Ongoing support or a single project: pick what suits your charity today.</p>
        <div className="home-cards home-cards--two">
          <article className="home-card home-card--offer" aria-labelledby="home-membership-title">
            <h3 id="home-membership-title">Membership</h3>
            <p>For charities that want senior support on hand throughout the year.</p>
            <ul className="home-checklist">
              <li>
                {MEMBER_DISCOUNT_PERCENT.small}–{MEMBER_DISCOUNT_PERCENT.large}% discount on consultant rates
              </li>
              <li>Priority access to our consultants</li>
              <li>Multiple projects a year</li>
              <li>
                From {formatPounds(MEMBERSHIP_PRICES.small.monthly)} a month: {MEMBERSHIP_INITIAL_COMMITMENT_MONTHS}{' '}
                months to start, then rolling monthly
              </li>
            </ul>
            <Link to={ROUTES.pricing} className="btn btn--primary">
              Compare membership plans
            </Link>
          </article>

          <article className="home-card home-card--offer" aria-labelledby="home-oneoff-title">
            <h3 id="home-oneoff-title">One Off Projects</h3>
            <p>For a single, well-defined piece of work with a clear end.</p>
            <ul className="home-checklist">
              <li>No ongoing commitment</li>
              <li>
                One-off setup fee of {formatPounds(ONE_OFF_SETUP_FEE)}{' '}
                <span className="home-muted">(usually {formatPounds(ONE_OFF_REGULAR_SETUP_FEE)})</span>
              </li>
              <li>
                Setup fee credited to a membership if you join within {SETUP_FEE_CREDIT_DAYS} days of the project
                finishing
              </li>
              <li>Matched with a consultant who has done this work before</li>
            </ul>
            <Link to={ROUTES.getMatched} className="btn btn--outline">
              Get matched for a project
            </Link>
          </article>
        </div>
      </div>
    </section>
  );
}
