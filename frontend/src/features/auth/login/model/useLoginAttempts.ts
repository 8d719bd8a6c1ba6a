import { useCallback, useEffect, useState } from 'react';
import type { LoginFailure } from './loginFailure';

export interface LoginAttempts {
  /** Wrong-credential failures in this visit; the failure that locks counts too. */
  failedAttempts: number;
  lastFailure: LoginFailure | null;
  /** True while the server's lockout lasts: the form is disabled. */
  locked: boolean;
  record: (failure: LoginFailure) => void;
  reset: () => void;
}

/**
 * Counts failed attempts in this visit and keeps the form locked while the server's lockout lasts.
 * When the lock ends the slate is clean: the server starts counting afresh after a lock too.
 */
export function useLoginAttempts(): LoginAttempts {
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [lastFailure, setLastFailure] = useState<LoginFailure | null>(null);
  const [lockedUntil, setLockedUntil] = useState<number | null>(null);

  const reset = useCallback(() => {
    setFailedAttempts(0);
    setLastFailure(null);
    setLockedUntil(null);
  }, []);

  useEffect(() => {
    if (lockedUntil === null) return undefined;
    const timer = window.setTimeout(reset, Math.max(0, lockedUntil - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lockedUntil, reset]);

  const record = useCallback((failure: LoginFailure) => {
    if (failure.kind !== 'rejected') setFailedAttempts((count) => count + 1);
    if (failure.kind === 'locked') setLockedUntil(Date.now() + failure.minutes * 60_000);
    setLastFailure(failure);
  }, []);

  return { failedAttempts, lastFailure, locked: lockedUntil !== null, record, reset };
}
