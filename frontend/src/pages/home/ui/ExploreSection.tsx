import { Link } from 'react-router-dom';
import { ROUTES, mailtoHref, siteContact } from '@/shared/config';

export function ExploreSection() {
  const { email, founderName } = siteContact();
  return (
    <section className="home-section" aria-labelledby="home-explore-title">
      <div className="container home-explore">
        <h2 id="home-explore-title">Want to explore first</h2>
        <p>
          Not sure yet what kind of support you need? Book a relaxed 15 to 20 minute call with our founder to talk
          through your challenges. No obligation and no sales pitch, just an honest conversation about what could help.
        </p>
        <div className="home-actions home-actions--center">
          {email && (
            <a href={mailtoHref(email, `Book a call with ${founderName ?? 'the founder'}`)} className="btn btn--primary">
              Email us to book a call
            </a>
          )}
          <Link to={ROUTES.bookACall} className="btn btn--ghost">
            More ways to book a call
          </Link>
        </div>
      </div>
    </section>
  );
}
