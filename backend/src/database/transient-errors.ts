/**
 * MySQL/MariaDB errors after which the statement or whole transaction may simply be tried again: InnoDB picked it as
 * a deadlock victim, a lock wait timed out, or (Galera) another node's commit won certification and this one was
 * rolled back (also reported as 1213). In every case nothing of it was written.
 */
const RETRYABLE = new Map<number, string>([
  [1213, 'ER_LOCK_DEADLOCK'],
  [1205, 'ER_LOCK_WAIT_TIMEOUT'],
]);

export function isRetryableTransactionError(error: unknown): boolean {
  const candidates = [error, (error as { driverError?: unknown } | null)?.driverError];
  return candidates.some((candidate) => {
    const { errno, code } = (candidate ?? {}) as { errno?: unknown; code?: unknown };
    return (typeof errno === 'number' && RETRYABLE.has(errno)) || (typeof code === 'string' && [...RETRYABLE.values()].includes(code));
  });
}

/**
 * Enough tries for a hot row written from every node at once (30 parallel logins on one account through three
 * nodes lose certification several times in a row): the back-off doubles to a cap, about 3 s in all at worst.
 */
export const MAX_CONFLICT_TRIES = 10;
const FIRST_BACKOFF_MS = 10;
const MAX_BACKOFF_MS = 400;

/** Half the doubling cap plus a random share of the other half, so the writers that collided do not collide again. */
export function conflictBackoffMs(failedTries: number, random: () => number = Math.random): number {
  const cap = Math.min(MAX_BACKOFF_MS, FIRST_BACKOFF_MS * 2 ** (failedTries - 1));
  return cap / 2 + random() * (cap / 2);
}
