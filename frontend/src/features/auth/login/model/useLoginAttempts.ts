import { useCallback, useEffect, useState } from 'react';

export interface LoginAttempts {
  failedAttempts: number;
  /** Minutes the server locked the account for, while the lock lasts; null when not locked. */
  lockedMinutes: number | null;
  recordFailure: () => void;
  lockFor: (minutes: number) => void;
  reset: () => void;
}

/** Counts failed attempts in this visit and keeps the form locked while the server's lockout lasts. */
export function useLoginAttempts(): LoginAttempts {
  const [failedAttempts, setFailedAttempts] = useState(0);
  const [lock, setLock] = useState<{ minutes: number; until: number } | null>(null);

  useEffect(() => {
    if (!lock) return undefined;
    const timer = window.setTimeout(() => setLock(null), Math.max(0, lock.until - Date.now()));
    return () => window.clearTimeout(timer);
  }, [lock]);

  const recordFailure = useCallback(() => setFailedAttempts((count) => count + 1), []);
  const lockFor = useCallback((minutes: number) => {
    setFailedAttempts((count) => count + 1);
    setLock({ minutes, until: Date.now() + minutes * 60_000 });
  }, []);
  const reset = useCallback(() => {
    setFailedAttempts(0);
    setLock(null);
  }, []);

  return { failedAttempts, lockedMinutes: lock?.minutes ?? null, recordFailure, lockFor, reset };
}
