import { useId } from 'react';
import { Link } from 'react-router-dom';
import { TERMS_LAST_UPDATED } from '@contracts';
import { BRAND_NAME, ROUTES } from '@/shared/config';
import { LegalBlockView, termsDocument } from '@/entities/legal';
import './onboarding.css';

/**
 * The terms and conditions (the same text as /terms) in a scrollable box (spec 001 "Second onboarding
 * page"), headed one level below the step's heading. The box takes keyboard focus so it can be scrolled
 * without a mouse; links open the full pages in a new tab, so the step is not lost.
 */
export function OnboardingTerms() {
  const headingId = useId();
  const terms = termsDocument(BRAND_NAME);

  return (
    <div className="terms-summary">
      <div className="terms-summary__scroll" tabIndex={0} role="region" aria-labelledby={headingId}>
        <h3 id={headingId} className="terms-summary__title">
          {terms.title}
        </h3>
        <p className="terms-summary__updated">Last updated {TERMS_LAST_UPDATED}</p>
        <p>{terms.summary}</p>
        {terms.sections.map((section) => (
          <div key={section.id}>
            <h4>{section.heading}</h4>
            {section.blocks.map((block, index) => (
              <LegalBlockView key={index} block={block} />
            ))}
          </div>
        ))}
      </div>
      <p className="terms-summary__full">
        <Link to={ROUTES.terms} target="_blank" rel="noopener noreferrer">
          Open the terms and conditions in a new tab
        </Link>
        <span aria-hidden="true"> · </span>
        <Link to={ROUTES.privacy} target="_blank" rel="noopener noreferrer">
          Open the privacy policy in a new tab
        </Link>
      </p>
    </div>
  );
}
