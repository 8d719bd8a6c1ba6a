import { Link } from 'react-router-dom';
import { MIN_CONSULTANT_EXPERIENCE_YEARS } from '@contracts';
import { BRAND_NAME, ROUTES, mailtoHref, siteContact } from '@/shared/config';
import { usePageDescription, usePageTitle } from '@/shared/lib';
import { PublicHero } from '@/shared/ui';

/** /about (spec 000 §2 "About"): story, vision, founder bio, links to / and /consultants, mailto contact. */
export function AboutPage() {
  usePageTitle('About Us');
  usePageDescription(`Why ${BRAND_NAME} exists: senior, part-time expertise from inside the charity sector, every consultant vetted before they join.`);
  const { email, founderName, founderBio } = siteContact();

  return (
    <>
      <PublicHero id="about-title" eyebrow="About us" title={`The story behind ${BRAND_NAME}`}>
        <p className="pp-hero__lead">
          We connect charities with expert consultants from the sector, for sustainable impact.
        </p>
      </PublicHero>

      <section className="pp-section" aria-labelledby="about-story">
        <div className="container pp-narrow">
          <h2 id="about-story">Our story</h2>
          <p>
            {BRAND_NAME} began with a simple observation. Charities regularly need senior expertise they cannot justify
            hiring full time, a finance director for a restructure or a fundraising lead for a new strategy, while many
            of the sector&apos;s most experienced people want to keep contributing part time.
          </p>
          <p>
            Finding each other was left to chance and word of mouth. We set out to make that introduction deliberate,
            personal and trustworthy.
          </p>
        </div>
      </section>

      <section className="pp-section pp-section--tinted" aria-labelledby="about-vision">
        <div className="container pp-narrow">
          <h2 id="about-vision">Our vision</h2>
          <p>
            Every charity, whatever its size, should be able to call on experienced, senior help when it matters. We
            want that expertise to be affordable, flexible and rooted in the realities of the sector.
          </p>
          <ul className="pp-checklist">
            <li>Consultants handpicked and personally known to our team</li>
            <li>Typically at least {MIN_CONSULTANT_EXPERIENCE_YEARS} years of senior experience</li>
            <li>Support that fits the way charities work and are funded</li>
          </ul>
        </div>
      </section>

      <section className="pp-section" aria-labelledby="about-founder">
        <div className="container pp-narrow">
          {/* Only what the operator configured: no career is made up for an unnamed or undescribed founder. */}
          {founderName || founderBio ? (
            <>
              <h2 id="about-founder">{founderName ? `Meet ${founderName}` : 'Meet our founder'}</h2>
              <p>{founderBio ?? `${founderName} founded ${BRAND_NAME}.`}</p>
            </>
          ) : (
            <h2 id="about-founder">Find out more</h2>
          )}
          <div className="pp-actions">
            <Link to={ROUTES.consultants} className="btn btn--primary">
              Meet our consultants
            </Link>
            <Link to={ROUTES.home} className="btn btn--ghost">
              Back to home
            </Link>
          </div>
          {email && (
            <p className="pp-actions">
              Questions? Email us at <a href={mailtoHref(email, `A question for ${BRAND_NAME}`)}>{email}</a>
            </p>
          )}
        </div>
      </section>
    </>
  );
}
