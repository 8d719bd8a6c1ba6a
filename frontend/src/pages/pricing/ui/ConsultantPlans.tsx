import { MIN_CONSULTANT_EXPERIENCE_YEARS, REVIEW_BUSINESS_DAYS } from '@contracts';
import { ROUTES } from '@/shared/config';

export function ConsultantPlans() {
  return (
    <article className="pp-card pricing-consultant" aria-labelledby="pricing-consultant-title">
      <h2 id="pricing-consultant-title">Joining as a consultant is free</h2>
      <p>
        There is no fee to apply or to be listed. We introduce you to charities whose needs match your experience,
        and you agree the scope of each piece of work with them.
      </p>
      <ul className="pp-checklist">
        <li>Typically at least {MIN_CONSULTANT_EXPERIENCE_YEARS} years of senior experience in your field</li>
        <li>Applications reviewed within {REVIEW_BUSINESS_DAYS}, followed by an interview</li>
        <li>Part-time work that fits around your other commitments</li>
      </ul>
      {/* A full page load, like the home page: the application wizard starts from a clean slate. */}
      <a href={ROUTES.consultantApplication} className="btn btn--primary pp-card__action">
        Apply as a Consultant
      </a>
    </article>
  );
}
