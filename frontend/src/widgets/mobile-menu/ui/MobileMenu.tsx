import { useEffect, useId, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { UI_TEXTS } from '@contracts';
import { PRIMARY_NAV, ROUTES } from '@/shared/config';
import { dashboardPathFor, isCharityUser, isConsultantUser, useCurrentUser } from '@/entities/session';
import { useLogout } from '@/features/auth/logout';
import './mobile-menu.css';

/** The small-screen menu (spec 000 §2 "Mobile header"): the same links behind a toggle. */
export function MobileMenu() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const { user } = useCurrentUser();
  const { logout, isLoggingOut } = useLogout({ onFailure: 'log' });
  const location = useLocation();

  // Following a link closes the menu.
  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return undefined;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // Only charities and consultants get a dashboard link here (spec 000 §2).
  const showDashboard = user !== null && (isCharityUser(user) || isConsultantUser(user));

  return (
    <div className="mobile-menu">
      <button
        ref={toggleRef}
        type="button"
        className="mobile-menu__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((value) => !value)}
      >
        <span className="visually-hidden">{open ? 'Close menu' : 'Open menu'}</span>
        <svg viewBox="0 0 24 24" width="24" height="24" aria-hidden="true">
          {open ? (
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          ) : (
            <path d="M4 7h16M4 12h16M4 17h16" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          )}
        </svg>
      </button>

      <nav id={panelId} className="mobile-menu__panel" aria-label="Mobile" hidden={!open}>
        {user && <p className="mobile-menu__greeting">{UI_TEXTS.welcomeBack(user.name)}</p>}
        <ul className="mobile-menu__list">
          {PRIMARY_NAV.map((link) => (
            <li key={link.to}>
              <NavLink to={link.to} end={link.to === ROUTES.home} className="mobile-menu__link">
                {link.label}
              </NavLink>
            </li>
          ))}
          {showDashboard && (
            <li>
              <NavLink to={dashboardPathFor(user)} className="mobile-menu__link">
                Dashboard
              </NavLink>
            </li>
          )}
          {!user && (
            <>
              <li>
                <NavLink to={ROUTES.login} className="mobile-menu__link">
                  Login
                </NavLink>
              </li>
              <li>
                <NavLink to={ROUTES.getMatched} className="btn btn--accent mobile-menu__cta">
                  Get Matched
                </NavLink>
              </li>
            </>
          )}
        </ul>
        {user && (
          <button type="button" className="btn btn--outline mobile-menu__logout" disabled={isLoggingOut} onClick={() => void logout()}>
            Logout
          </button>
        )}
      </nav>
    </div>
  );
}
