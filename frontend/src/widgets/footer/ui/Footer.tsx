import { Link } from 'react-router-dom';
import { BRAND_NAME, ROUTES, mailtoHref, siteContact, telHref } from '@/shared/config';
import './footer.css';

const EXPLORE_LINKS = [
  { label: 'Home', to: ROUTES.home },
  { label: 'About Us', to: ROUTES.about },
  { label: 'Pricing', to: ROUTES.pricing },
  { label: 'Our Consultants', to: ROUTES.consultants },
];

const GET_INVOLVED_LINKS = [
  { label: 'Get Matched', to: ROUTES.getMatched },
  { label: 'Become a Consultant', to: ROUTES.consultantApplication },
  { label: 'Member Login', to: ROUTES.login },
];

export function Footer() {
  const year = new Date().getFullYear();
  const { phone, email, linkedinUrl } = siteContact();

  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section className="site-footer__about" aria-labelledby="footer-brand">
          <h2 id="footer-brand" className="site-footer__brand">
            {BRAND_NAME}
          </h2>
          <p className="site-footer__tagline">
            {BRAND_NAME} connects charities with expert consultants for sustainable impact.
          </p>
          {linkedinUrl && (
            <a className="site-footer__social" href={linkedinUrl} target="_blank" rel="noopener noreferrer">
              Follow us on LinkedIn<span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          )}
        </section>

        <FooterLinks title="Explore" links={EXPLORE_LINKS} />
        <FooterLinks title="Get involved" links={GET_INVOLVED_LINKS} />

        {(phone || email) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className="site-footer__heading">
              Contact
            </h2>
            <address className="site-footer__contact">
              {phone && <a href={telHref(phone)}>{phone}</a>}
              {email && <a href={mailtoHref(email)}>{email}</a>}
            </address>
          </section>
        )}
      </div>

      <div className="container site-footer__bottom">
        <p className="site-footer__copyright">
          © {year} {BRAND_NAME}. All rights reserved.
        </p>
        <ul className="site-footer__legal" aria-label="Legal">
          <li>
            <Link to={ROUTES.privacy}>Privacy Policy</Link>
          </li>
          <li>
            <Link to={ROUTES.terms}>Terms of Service</Link>
          </li>
          <li>
            <Link to={ROUTES.accessibility}>Accessibility</Link>
          </li>
        </ul>
      </div>
    </footer>
  );
}

function FooterLinks({ title, links }: { title: string; links: { label: string; to: string }[] }) {
  const headingId = `footer-${title.toLowerCase().replace(/\s+/g, '-')}`;
  return (
    <nav aria-labelledby={headingId}>
      <h2 id={headingId} className="site-footer__heading">
        {title}
      </h2>
      <ul className="site-footer__links">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to}>{link.label}</Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
