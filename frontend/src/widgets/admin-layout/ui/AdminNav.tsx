import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { NavLink, useLocation } from 'react-router-dom';
import { ROUTES } from '@/shared/config';
import { useLogout } from '@/features/auth/logout';
import { ADMIN_NAV, ADMIN_NAV_COUNT_NAMES, type AdminNavEntry } from '../model/adminNav';
import { useAdminNavCounts } from '../model/useAdminNavCounts';

function EntryLink({ entry, count, onNavigate }: { entry: AdminNavEntry; count: number; onNavigate: () => void }) {
  return (
    <NavLink to={entry.to} end className="admin-nav__link" onClick={onNavigate}>
      <span>{entry.label}</span>
      {entry.count && count > 0 ? (
        <span className="admin-nav__badge" aria-label={ADMIN_NAV_COUNT_NAMES[entry.count](count)}>
          {count}
        </span>
      ) : null}
    </NavLink>
  );
}

/**
 * The admin navigation (issue 16): the groups of ADMIN_NAV as a side menu on wide screens and a drawer behind
 * a Menu button on narrow ones, then Back to Main Site and Logout apart from the groups. The drawer takes the
 * focus when it opens and gives it back to the button on Escape.
 */
export function AdminNav() {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const counts = useAdminNavCounts();
  const { pathname } = useLocation();
  const { logout, isLoggingOut } = useLogout({ onFailure: 'log', destination: ROUTES.login, leaveOnFailure: true });

  // A route change (a link, the browser's back button) closes the drawer.
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (open) panelRef.current?.querySelector<HTMLElement>('a, button')?.focus();
  }, [open]);

  const close = () => setOpen(false);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    close();
    toggleRef.current?.focus();
  };

  return (
    <nav className={`admin-nav${open ? ' admin-nav--open' : ''}`} aria-label="Admin" onKeyDown={onKeyDown}>
      <div className="admin-nav__top">
        <span className="admin-nav__title">Admin</span>
        <button ref={toggleRef} type="button" className="admin-nav__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((value) => !value)}>
          {open ? 'Close menu' : 'Menu'}
        </button>
      </div>
      <div id={panelId} ref={panelRef} className="admin-nav__panel">
        {ADMIN_NAV.map((group) => {
          const labelId = `${panelId}-${group.label.replace(/\W+/g, '-')}`;
          return (
            <div key={group.label} className="admin-nav__group">
              <p id={labelId} className="admin-nav__group-title">
                {group.label}
              </p>
              <ul className="admin-nav__list" aria-labelledby={labelId}>
                {group.entries.map((entry) => (
                  <li key={entry.to}>
                    <EntryLink entry={entry} count={entry.count ? counts[entry.count] : 0} onNavigate={close} />
                  </li>
                ))}
              </ul>
            </div>
          );
        })}
        <ul className="admin-nav__list admin-nav__footer">
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
      </div>
      {open ? <div className="admin-nav__backdrop" aria-hidden="true" onClick={close} /> : null}
    </nav>
  );
}
