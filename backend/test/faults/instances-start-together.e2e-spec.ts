import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';
import { createTestDatabase, TestDatabase } from '../support/test-database';

/**
 * Issue 20, "instances started at once on an empty database all come up healthy": the migration lock lets one of
 * them migrate, but each then looked for an admin, found none and created the first one from ADMIN_USERNAME; all
 * but one hit the unique username and failed to start (`make cluster-up`: "Duplicate entry 'admin'").
 */
describe('three instances starting together on one new database', () => {
  let database: TestDatabase;
  const apps: TestApp[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  it('all come up, with exactly one first admin, who can sign in through each', async () => {
    const started = await Promise.allSettled([0, 1, 2].map(() => createTestApp({}, { database })));
    for (const result of started) if (result.status === 'fulfilled') apps.push(result.value);
    expect(started.map((result) => (result.status === 'rejected' ? String(result.reason) : 'up'))).toEqual(['up', 'up', 'up']);
    const admins: Array<{ n: number | string }> = await apps[0].dataSource.query('SELECT COUNT(*) AS n FROM users WHERE isAdmin = ?', [true]);
    expect(Number(admins[0].n)).toBe(1);
    for (const app of apps) await (await signIn(app, TEST_ADMIN.username, TEST_ADMIN.password)).get('/api/auth/user').expect(200);
  });
});
