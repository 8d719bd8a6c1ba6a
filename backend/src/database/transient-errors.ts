/** MySQL/MariaDB errors after which the whole transaction may simply be tried again. */
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
