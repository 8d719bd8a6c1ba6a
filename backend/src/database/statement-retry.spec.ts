import type { DataSource } from 'typeorm';

import { installStatementRetry } from './statement-retry';

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
});
