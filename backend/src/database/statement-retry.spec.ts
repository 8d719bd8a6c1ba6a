import type { DataSource } from 'typeorm';

import { toErrorResponse } from '../common/http/error-body';
import { WRITE_CONFLICT_RETRY_AFTER_SECONDS } from '../contracts';
import { installStatementRetry } from './statement-retry';
import { MAX_CONFLICT_TRIES } from './transient-errors';

const conflict = () => Object.assign(new Error('Deadlock found when trying to get lock'), { errno: 1213, code: 'ER_LOCK_DEADLOCK' });

/** A driver whose query runners fail the first `failures` statements with `error`, then answer 'ok'. */
function fakeDataSource(failures: number, error: () => Error, inTransaction = false) {
  let calls = 0;
  const driver = {
    createQueryRunner: () => ({
      isTransactionActive: inTransaction,
      query: async () => {
        calls++;
        if (calls <= failures) throw error();
        return 'ok';
      },
    }),
  };
  return { dataSource: { driver } as unknown as DataSource, calls: () => calls };
}

describe('installStatementRetry (issue 20)', () => {
  it('sends a statement outside a transaction again after a certification conflict', async () => {
    const fake = fakeDataSource(3, conflict);
    installStatementRetry(fake.dataSource);
    await expect(fake.dataSource.driver.createQueryRunner('master').query('UPDATE users SET x = 1')).resolves.toBe('ok');
    expect(fake.calls()).toBe(4);
  });

  it('leaves statements inside a transaction to TransactionRunner', async () => {
    const fake = fakeDataSource(1, conflict, true);
    installStatementRetry(fake.dataSource);
    await expect(fake.dataSource.driver.createQueryRunner('master').query('UPDATE users SET x = 1')).rejects.toThrow('Deadlock');
    expect(fake.calls()).toBe(1);
  });

  it('does not retry other errors', async () => {
    const fake = fakeDataSource(1, () => Object.assign(new Error('Duplicate entry'), { errno: 1062 }));
    installStatementRetry(fake.dataSource);
    await expect(fake.dataSource.driver.createQueryRunner('master').query('INSERT …')).rejects.toThrow('Duplicate');
    expect(fake.calls()).toBe(1);
  });

  it('gives up after MAX_CONFLICT_TRIES, and the client is told to come back (503 + Retry-After), not 500', async () => {
    jest.spyOn(Math, 'random').mockReturnValue(0); // the shortest back-off, so the test waits under a second
    const fake = fakeDataSource(Infinity, conflict);
    installStatementRetry(fake.dataSource);
    const failure = await fake.dataSource.driver.createQueryRunner('master').query('INSERT INTO rate_limit_counters …').catch((error: unknown) => error);
    expect(fake.calls()).toBe(MAX_CONFLICT_TRIES);
    expect(toErrorResponse(failure)).toMatchObject({ body: { statusCode: 503 }, retryAfterSeconds: WRITE_CONFLICT_RETRY_AFTER_SECONDS });
    jest.restoreAllMocks();
  });
});
