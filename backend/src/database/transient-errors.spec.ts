import { QueryFailedError } from 'typeorm';

import { isRetryableTransactionError } from './transient-errors';

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
