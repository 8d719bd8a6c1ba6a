import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Link } from 'react-router-dom';
import { NOTIFICATION_MESSAGES, type NotificationView } from '@contracts';
import { NOTIFICATION_POLL_MS, useGetNotificationsQuery, useMarkNotificationsReadMutation } from '@/entities/notification';
import { formatDisplayDate } from '@/shared/lib';
import './notification-bell.css';

/**
 * The bell in the header (issue 16): the unread count on the button, the newest notifications in a panel.
 * A disclosure (button + region), not a menu: the panel holds links and a button. Opening it marks what it
 * shows read; the list keeps showing which ones were new until it is closed.
 */
export function NotificationBell() {
  const { data } = useGetNotificationsQuery(undefined, { pollingInterval: NOTIFICATION_POLL_MS, skipPollingIfUnfocused: true, refetchOnFocus: true });
  const [markRead] = useMarkNotificationsReadMutation();
  const [open, setOpen] = useState(false);
  const [shown, setShown] = useState<NotificationView[]>([]);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const headingId = useId();
  const unread = data?.unread ?? 0;

  useEffect(() => {
    if (!open) return undefined;
    const onPointerDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onPointerDown);
    return () => document.removeEventListener('mousedown', onPointerDown);
  }, [open]);

  const toggle = () => {
    if (open) {
      setOpen(false);
      return;
    }
    const items = data?.data ?? [];
    setShown(items);
    setOpen(true);
    const ids = items.filter((item) => !item.read).map((item) => item.id);
    if (ids.length) void markRead({ ids });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape' && open) {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    }
  };

  return (
    <div className="notification-bell" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        ref={buttonRef}
        type="button"
        className="notification-bell__button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={`${NOTIFICATION_MESSAGES.notifications}: ${NOTIFICATION_MESSAGES.unreadCount(unread)}`}
        onClick={toggle}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path d="M12 3a6 6 0 0 0-6 6v4l-2 3h16l-2-3V9a6 6 0 0 0-6-6zM10 19a2 2 0 0 0 4 0" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinejoin="round" />
        </svg>
        {unread > 0 ? (
          <span className="notification-bell__count" data-testid="notification-count" aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        ) : null}
      </button>
      <div id={panelId} className="notification-bell__panel" role="region" aria-labelledby={headingId} hidden={!open}>
        <div className="notification-bell__head">
          <h2 id={headingId} className="notification-bell__title">
            {NOTIFICATION_MESSAGES.notifications}
          </h2>
          {unread > 0 ? (
            <button type="button" className="notification-bell__all" onClick={() => void markRead({ all: true })}>
              {NOTIFICATION_MESSAGES.markAllRead}
            </button>
          ) : null}
        </div>
        {shown.length === 0 ? (
          <p className="notification-bell__empty">{NOTIFICATION_MESSAGES.none}</p>
        ) : (
          <ul className="notification-bell__list">
            {shown.map((item) => (
              <li key={item.id} className={item.read ? 'notification-bell__item' : 'notification-bell__item notification-bell__item--new'}>
                <Link to={item.link} className="notification-bell__link" onClick={() => setOpen(false)}>
                  {item.read ? null : <span className="visually-hidden">New: </span>}
                  {item.title}
                </Link>
                <time className="notification-bell__time" dateTime={item.createdAt}>
                  {formatDisplayDate(item.createdAt)}
                </time>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
