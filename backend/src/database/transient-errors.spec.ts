import { QueryFailedError } from 'typeorm';

import { conflictBackoffMs, isRetryableTransactionError, MAX_CONFLICT_TRIES } from './transient-errors';

const failed = (fields: Record<string, unknown>) => new QueryFailedError('UPDATE x', [], Object.assign(new Error('driver error'), fields));

describe('isRetryableTransactionError (issue 6 item 2.1)', () => {
  it('retries deadlocks and lock-wait timeouts, by errno or code', () => {
    expect(isRetryableTransactionError(failed({ errno: 1213, code: 'ER_LOCK_DEADLOCK' }))).toBe(true);
    expect(isRetryableTransactionError(failed({ errno: 1205 }))).toBe(true);
    expect(isRetryableTransactionError({ driverError: { code: 'ER_LOCK_WAIT_TIMEOUT' } })).toBe(true);
  });

  it('does not retry other errors', () => {
    expect(isRetryableTransactionError(failed({ errno: 1062, code: 'ER_DUP_ENTRY' }))).toBe(false);
    expect(isRetryableTransactionError(new Error('boom'))).toBe(false);
    expect(isRetryableTransactionError(undefined)).toBe(false);
  });
});

describe('conflictBackoffMs (issue 20)', () => {
  it('doubles from 5–10 ms to a 200–400 ms cap, jittered', () => {
    expect(conflictBackoffMs(1, () => 0)).toBe(5);
    expect(conflictBackoffMs(1, () => 1)).toBe(10);
    expect(conflictBackoffMs(3, () => 1)).toBe(40);
    expect(conflictBackoffMs(MAX_CONFLICT_TRIES, () => 0)).toBe(200);
    expect(conflictBackoffMs(MAX_CONFLICT_TRIES, () => 1)).toBe(400);
  });
});
