import { Link } from 'react-router-dom';
import { ROUTES, mailtoHref, siteContact } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { PublicHero } from '@/shared/ui';

const CALLS = [
  { subject: 'Introductory call: my charity needs support', title: "I'm a charity", text: 'Talk through your challenges and the kind of help that would make a difference.' },
  { subject: 'Introductory call: becoming a consultant', title: "I'm a consultant", text: 'Hear how we work with consultants and whether your experience is a fit.' },
];

/** /book-a-call (spec 000 §2, spec 001 §2): mailto links only, for a 15-20 minute introductory call. */
export function BookACallPage() {
  usePageTitle('Book a Call');
  usePageDescription('Book a free 15-20 minute introductory call to talk through what your charity needs, with no obligation.');
  const { email, founderName } = siteContact();
  const withWhom = founderName ?? 'our founder';

  return (
    <>
      <PublicHero id="book-a-call-title" eyebrow="Book a call" title="Book an introductory call">
        <p className="pp-hero__lead">
          A relaxed 15–20 minute conversation with {withWhom}. No obligation and no sales pitch: just an honest look at
          what could help.
        </p>
      </PublicHero>
      <section className="pp-section" aria-labelledby="book-a-call-options">
        <div className="container">
          <h2 id="book-a-call-options" className="pp-section__title">
            How would you like to talk?
          </h2>
          {email ? (
            <>
              <p className="pp-section__intro">
                Send us an email with a few times that suit you and we&apos;ll reply within 24 hours to confirm.
              </p>
              <ul className="pp-grid pp-grid--two">
                {CALLS.map((call) => (
                  <li key={call.title} className="pp-card">
                    <h3>{call.title}</h3>
                    <p>{call.text}</p>
                    <a href={mailtoHref(email, call.subject)} className="btn btn--primary pp-card__action">
                      Email to book a call
                    </a>
                  </li>
                ))}
              </ul>
              <p className="pp-actions">
                Or write to us directly at <a href={mailtoHref(email)}>{email}</a>
              </p>
            </>
          ) : (
            // No address configured: send people to the enquiry form rather than a made-up address.
            <p className="pp-section__intro">
              Tell us what you need through <Link to={ROUTES.getMatched}>our enquiry form</Link> and we&apos;ll arrange a time.
            </p>
          )}
        </div>
      </section>
    </>
  );
}
