import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { TOAST_DURATION_MS } from '@contracts';
import { ToastContext, type ToastApi, type ToastMessage, type ToastOptions } from './toastContext';
import { stashToast, takeStashedToast } from './pendingToast';
import './toast.css';

interface ShownToast extends ToastMessage {
  id: number;
}

const HOTKEY = 'F8';

/**
 * A deliberately small toast system (no UI library: it ships with every public page). One toast at a
 * time, a newer one replaces the older; each stays TOAST_DURATION_MS, paused while hovered or focused.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<ShownToast | null>(null);
  const [paused, setPaused] = useState(false);
  const nextId = useRef(1);
  const regionRef = useRef<HTMLDivElement>(null);

  const show = useCallback((message: ToastMessage) => {
    setCurrent({ ...message, id: nextId.current++ });
    setPaused(false);
  }, []);

  const toast = useCallback(
    (message: ToastMessage, options?: ToastOptions) => {
      if (options?.keepAcrossReload) stashToast(message);
      show(message);
    },
    [show],
  );

  const dismiss = useCallback(() => setCurrent(null), []);

  useEffect(() => {
    const stashed = takeStashedToast();
    if (stashed) show(stashed);
  }, [show]);

  useEffect(() => {
    if (!current || paused) return undefined;
    // Dismisses only the toast it was set for: an older toast's timer can fire after a newer toast is set but
    // before this effect has replaced the timer, and must not take the newer one with it.
    const { id } = current;
    const timer = window.setTimeout(() => setCurrent((shown) => (shown?.id === id ? null : shown)), TOAST_DURATION_MS);
    return () => window.clearTimeout(timer);
  }, [current, paused]);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === HOTKEY) {
        event.preventDefault();
        regionRef.current?.focus();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss }), [toast, dismiss]);

  return (
    <ToastContext.Provider value={api}>
      {children}
      <div
        ref={regionRef}
        role="region"
        aria-label={`Notifications (${HOTKEY})`}
        tabIndex={-1}
        className="toast-region"
      >
        <ol className="toast-region__list" aria-live="polite">
          {current && (
            <li
              key={current.id}
              className={`toast toast--${current.variant ?? 'default'}`}
              data-testid="toast"
              onMouseEnter={() => setPaused(true)}
              onMouseLeave={() => setPaused(false)}
              onFocus={() => setPaused(true)}
              onBlur={() => setPaused(false)}
            >
              <div className="toast__body">
                <p className="toast__title">{current.title}</p>
                {current.description && <p className="toast__description">{current.description}</p>}
              </div>
              <button type="button" className="toast__close" aria-label="Close notification" onClick={dismiss}>
                <span aria-hidden="true">×</span>
              </button>
            </li>
          )}
        </ol>
      </div>
    </ToastContext.Provider>
  );
}
