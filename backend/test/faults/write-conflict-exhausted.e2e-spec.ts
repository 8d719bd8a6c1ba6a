import type { Response } from 'supertest';
import { QueryFailedError } from 'typeorm';

import { API_MESSAGES, WRITE_CONFLICT_RETRY_AFTER_SECONDS } from '../../src/contracts';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MAX_CONFLICT_TRIES } from '../../src/database/transient-errors';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** What mysql2 reports when Galera certification (or InnoDB's deadlock detector) rolled a transaction back. */
const certificationConflict = () =>
  new QueryFailedError('COMMIT', [], Object.assign(new Error('Deadlock found when trying to get lock; try restarting transaction'), { errno: 1213, code: 'ER_LOCK_DEADLOCK' }));

/**
 * Issue 20: a write that loses every retry to concurrent writers (a hot row written from every Galera node) is
 * not a server fault. The client is told to come back (503 + Retry-After), never 500.
 */
describe('a write conflict that outlasts every retry (issue 20)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 503 with Retry-After after the last try, and writes nothing', async () => {
    const isMysql = ['mysql', 'mariadb'].includes(t.dataSource.options.type);
    const transaction = jest.spyOn(t.dataSource, 'transaction').mockImplementation(() => Promise.reject(certificationConflict()));
    const body = charityRegistration();
    let res: Response;
    let tries: number;
    try {
      res = await t.http().post('/api/register/charity').send(body);
    } finally {
      tries = transaction.mock.calls.length; // mockRestore forgets the calls
      transaction.mockRestore();
    }
    expect(res.status).toBe(503);
    expect(res.headers['retry-after']).toBe(String(WRITE_CONFLICT_RETRY_AFTER_SECONDS));
    expect(res.body).toEqual({ statusCode: 503, message: API_MESSAGES.writeConflict });
    // MySQL/MariaDB retries the whole use case until the tries run out; SQLite has no such conflicts to retry.
    expect(tries).toBe(isMysql ? MAX_CONFLICT_TRIES : 1);
    expect(await t.dataSource.getRepository(UserEntity).countBy({ username: body.username })).toBe(0);
    // The next request, without the conflict, goes through.
    expect((await t.http().post('/api/register/charity').send(charityRegistration())).status).toBe(201);
  });
});
