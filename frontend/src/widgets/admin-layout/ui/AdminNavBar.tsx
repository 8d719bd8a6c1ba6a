import { useId, useState } from 'react';
import { NavLink } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useGetPendingApplicationsQuery } from '@/entities/admin';
import { useLogout } from '@/features/auth/logout';
import { ADMIN_BAR_LINKS, ADMIN_SCREEN_LINKS } from '../model/adminNav';

/** The admin navigation bar (spec 001 §2): the spec's links, the other screens, a mobile toggle. */
export function AdminNavBar() {
  const [open, setOpen] = useState(false);
  const listId = useId();
  // The first page's total is the pending count; the applications screen shares this cache entry.
  const pending = useGetPendingApplicationsQuery();
  const pendingCount = pending.data?.total ?? 0;
  const { logout, isLoggingOut } = useLogout({ onFailure: 'log', destination: ROUTES.login, leaveOnFailure: true });
  const close = () => setOpen(false);

  return (
    <nav className="admin-nav" aria-label="Admin">
      <div className="admin-nav__bar">
        <span className="admin-nav__title">Admin</span>
        <button
          type="button"
          className="admin-nav__toggle"
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? 'Close menu' : 'Menu'}
        </button>
        <div id={listId} className={`admin-nav__menu${open ? ' admin-nav__menu--open' : ''}`}>
          <ul className="admin-nav__links">
            {ADMIN_BAR_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="admin-nav__link" onClick={close}>
                  {link.label}
                  {link.to === ROUTES.adminConsultantApplications && pendingCount > 0 ? (
                    <span className="admin-nav__badge" aria-label={`${pendingCount} pending`}>
                      {pendingCount}
                    </span>
                  ) : null}
                </NavLink>
              </li>
            ))}
            <li>
              <NavLink to={ROUTES.home} className="admin-nav__link">
                Back to Main Site
              </NavLink>
            </li>
            <li>
              <button type="button" className="admin-nav__link admin-nav__logout" disabled={isLoggingOut} onClick={() => void logout()}>
                Logout
              </button>
            </li>
          </ul>
          <ul className="admin-nav__screens" aria-label="More admin screens">
            {ADMIN_SCREEN_LINKS.map((link) => (
              <li key={link.to}>
                <NavLink to={link.to} end className="admin-nav__screen" onClick={close}>
                  {link.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </nav>
  );
}
