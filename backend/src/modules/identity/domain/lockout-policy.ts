export interface LockoutState {
  failedLoginAttempts: number;
  lockedUntil: Date | null;
}

/** Whole minutes left on a lock (rounded up), or 0 when the account is not locked. */
export function lockoutRemainingMinutes(state: Pick<LockoutState, 'lockedUntil'>, now: Date): number {
  if (!state.lockedUntil) return 0;
  const remainingMs = state.lockedUntil.getTime() - now.getTime();
  return remainingMs > 0 ? Math.ceil(remainingMs / 60_000) : 0;
}


export const lockUntil = (now: Date, lockoutMinutes: number): Date => new Date(now.getTime() + lockoutMinutes * 60_000);
