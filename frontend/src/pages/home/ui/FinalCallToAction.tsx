import { Link } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { RequestIntroductionButton } from '@/features/request-introduction';

export function FinalCallToAction() {
  return (
    <section className="home-final" aria-labelledby="home-final-title">
      <div className="container home-final__inner">
        <h2 id="home-final-title">Ready to find the right expertise?</h2>
        <p>
          Tell us what your charity needs and we&apos;ll come back to you within 24 hours with a suggested match. Or,
          if you have spent your career in the sector, come and share what you know.
        </p>
        <div className="home-actions home-actions--center">
          <Link to={ROUTES.getMatched} className="btn btn--light">
            Get Matched
          </Link>
          <a href={ROUTES.consultantApplication} className="btn btn--outline-light">
            Become a Consultant
          </a>
          <RequestIntroductionButton className="btn btn--outline-light" />
        </div>
      </div>
    </section>
  );
}
