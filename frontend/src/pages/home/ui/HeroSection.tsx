import { Link } from 'react-router-dom';
import { BRAND_NAME, ROUTES } from '@/shared/config';

export function HeroSection() {
  return (
    <section className="home-hero" aria-labelledby="home-hero-title">
      <div className="container home-hero__inner">
        <p className="home-eyebrow">Part-time senior consultants from the charity sector</p>
        <h1 id="home-hero-title" className="home-hero__title">
          Senior charity expertise, exactly when you need it
        </h1>
        <p className="home-hero__lead">
          {BRAND_NAME} matches charities with handpicked consultants who have led finance, fundraising, strategy and
          operations inside the sector. Bring in experienced help for a project, a season or the long haul, without
          the cost of a full-time senior hire.
        </p>
        <div className="home-actions">
          <Link to={ROUTES.getMatched} className="btn btn--accent">
            Get Matched
          </Link>
          {/* A full page load on purpose: the application wizard starts from a clean slate (spec 000 "Home"). */}
          <a href={ROUTES.consultantApplication} className="btn btn--outline">
            Become a Consultant
          </a>
        </div>
        <p className="home-hero__note">
          Curious about costs? <Link to={ROUTES.pricing}>See our pricing</Link>.
        </p>
      </div>
    </section>
  );
}
