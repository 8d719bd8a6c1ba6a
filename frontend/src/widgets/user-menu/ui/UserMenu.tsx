import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { UI_TEXTS, type CurrentUser } from '@contracts';
import { initials, roleLabel, useCurrentUser } from '@/entities/session';
import { useLogout } from '@/features/auth/logout';
import { menuEntriesFor } from '../model/menuEntries';
import './user-menu.css';

/** The signed-in user's greeting, avatar and account dropdown. Renders nothing when signed out. */
export function UserMenu() {
  const { user } = useCurrentUser();
  return user ? <UserMenuDropdown user={user} /> : null;
}

type FocusTarget = 'first' | 'last';

/** A menu button following the WAI-ARIA APG pattern: arrow keys move, Escape closes and returns focus. */
function UserMenuDropdown({ user }: { user: CurrentUser }) {
  const [open, setOpen] = useState(false);
  const pendingFocus = useRef<FocusTarget | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const buttonId = useId();
  const menuId = useId();
  const { logout, isLoggingOut } = useLogout({ onFailure: 'toast' });

  const menuItems = () => Array.from(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []);

  const openMenu = (focus: FocusTarget) => {
    pendingFocus.current = focus;
    setOpen(true);
  };

  const closeMenu = (returnFocus: boolean) => {
    setOpen(false);
    if (returnFocus) buttonRef.current?.focus();
  };

  // Focus moves into the menu only once it is visible.
  useEffect(() => {
    if (!open || !pendingFocus.current) return;
    const items = menuItems();
    (pendingFocus.current === 'first' ? items[0] : items[items.length - 1])?.focus();
    pendingFocus.current = null;
  }, [open]);

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: PointerEvent | MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  // Enter and Space reach onClick through the native button behaviour.
  const onButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      openMenu(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  };

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = menuItems();
    const index = items.indexOf(document.activeElement as HTMLElement);
    const focusAt = (next: number) => items[(next + items.length) % items.length]?.focus();

    switch (event.key) {
      case 'ArrowDown':
        focusAt(index + 1);
        break;
      case 'ArrowUp':
        focusAt(index - 1);
        break;
      case 'Home':
        focusAt(0);
        break;
      case 'End':
        focusAt(items.length - 1);
        break;
      case 'Escape':
        closeMenu(true);
        break;
      case 'Tab':
        setOpen(false);
        return; // let focus move on naturally
      case ' ':
        // Links do not react to Space on their own; menu items should.
        (document.activeElement as HTMLElement | null)?.click();
        break;
      default:
        return;
    }
    event.preventDefault();
  };

  const onLogout = () => {
    closeMenu(true);
    void logout();
  };

  return (
    <div className="user-menu" ref={rootRef}>
      <button
        ref={buttonRef}
        id={buttonId}
        type="button"
        className="user-menu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => (open ? closeMenu(false) : openMenu('first'))}
        onKeyDown={onButtonKeyDown}
      >
        <span className="user-menu__greeting">{UI_TEXTS.welcomeBack(user.name)}</span>
        <span className="user-menu__avatar" aria-hidden="true">
          {initials(user.name) || '?'}
        </span>
        <svg className="user-menu__caret" viewBox="0 0 12 12" width="12" height="12" aria-hidden="true">
          <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
        </svg>
      </button>

      <div className="user-menu__panel" hidden={!open}>
        <div className="user-menu__identity">
          <p className="user-menu__name">{user.name}</p>
          <p className="user-menu__email">{user.email}</p>
          <p className="user-menu__role">{roleLabel(user)}</p>
        </div>
        <ul ref={menuRef} id={menuId} role="menu" aria-labelledby={buttonId} className="user-menu__list" onKeyDown={onMenuKeyDown}>
          {menuEntriesFor(user).map((entry) => (
            <li key={entry.label} role="none">
              <Link role="menuitem" tabIndex={-1} to={entry.to} className="user-menu__item" onClick={() => closeMenu(false)}>
                {entry.label}
              </Link>
            </li>
          ))}
          <li role="separator" className="user-menu__separator" />
          <li role="none">
            <button
              type="button"
              role="menuitem"
              tabIndex={-1}
              className="user-menu__item user-menu__item--logout"
              disabled={isLoggingOut}
              onClick={onLogout}
            >
              Log out
            </button>
          </li>
        </ul>
      </div>
    </div>
  );
}
