import type { ReactNode } from 'react';
import { Link, NavLink } from 'react-router-dom';
import { BRAND_NAME, PRIMARY_NAV, ROUTES, siteContact } from '@/shared/config';
import { useCurrentUser } from '@/entities/session';
import './header.css';

interface HeaderProps {
  /** Shown instead of the Login / Get Matched links once someone is signed in. */
  userMenu: ReactNode;
  /** The small-screen menu; the layout passes it in so widgets stay independent of each other. */
  mobileMenu: ReactNode;
  /** The signed-in member's notification bell, shown at every width (issue 16). */
  notifications?: ReactNode;
}

export function Header({ userMenu, mobileMenu, notifications }: HeaderProps) {
  const { user, isLoading } = useCurrentUser();
  const companySiteUrl = siteContact().companySiteUrl;

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        {/* The logo belongs to the company site (spec 000 §2) when one is configured: a plain link, same tab. */}
        {companySiteUrl ? (
          <a className="site-header__brand" href={companySiteUrl}>
            <LogoMark />
            <span>{BRAND_NAME}</span>
          </a>
        ) : (
          <Link className="site-header__brand" to={ROUTES.home}>
            <LogoMark />
            <span>{BRAND_NAME}</span>
          </Link>
        )}

        <nav className="site-header__nav" aria-label="Main">
          <ul className="site-header__links">
            {PRIMARY_NAV.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end={link.to === ROUTES.home} className="site-header__link">
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>

        <div className="site-header__account">
          {/* Nothing while the first check runs, so signed-in users never see a flash of "Login". */}
          {isLoading ? null : user ? (
            userMenu
          ) : (
            <>
              <NavLink to={ROUTES.login} className="site-header__link">
                Login
              </NavLink>
              <Link to={ROUTES.getMatched} className="btn btn--accent btn--sm">
                Get Matched
              </Link>
            </>
          )}
        </div>

        {!isLoading && user ? notifications : null}
        {mobileMenu}
      </div>
    </header>
  );
}

function LogoMark() {
  return (
    <svg className="site-header__logo" viewBox="0 0 32 32" width="32" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="7" fill="currentColor" />
      {/* A bridge: an arch between two piers over a deck. */}
      <path d="M5 21h22M8 21v-3M24 21v-3M8 18c2.5-5 13.5-5 16 0" fill="none" stroke="#fff" strokeWidth="2.4" strokeLinecap="round" />
    </svg>
  );
}
