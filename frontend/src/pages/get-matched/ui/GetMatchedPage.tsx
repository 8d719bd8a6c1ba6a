import { useState } from 'react';
import { Link } from 'react-router-dom';
import { EnquiryForm } from '@/features/public-enquiry';
import { ROUTES } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { PublicHero } from '@/shared/ui';

/** /get-matched (spec 000 §2, §5, §8; spec 001 §2): the enquiry form, then a thank-you view. */
export function GetMatchedPage() {
  usePageTitle('Get Matched');
  usePageDescription('Tell us what your charity needs and we will suggest a handpicked, experienced consultant within 24 hours.');
  const [sent, setSent] = useState(false);

  return (
    <>
      <PublicHero id="get-matched-title" eyebrow="Get matched" title="Find the right consultant for your charity">
        <p className="pp-hero__lead">
          Tell us a little about your charity and the support you need. We&apos;ll come back to you within 24 hours with a
          suggested match.
        </p>
      </PublicHero>
      <section className="pp-section" aria-label={sent ? 'Enquiry received' : 'Enquiry form'}>
        <div className="container pp-narrow">
          <div className="pp-panel">
            {sent ? (
              <div className="pp-thanks" role="status">
                <h2>Thank you!</h2>
                <p>We&apos;ve received your enquiry and will be in touch within 24 hours to discuss a match.</p>
                <Link to={ROUTES.home} className="btn btn--primary">
                  Return to Homepage
                </Link>
              </div>
            ) : (
              <EnquiryForm kind="getMatched" onSubmitted={() => setSent(true)} />
            )}
          </div>
        </div>
      </section>
    </>
  );
}
