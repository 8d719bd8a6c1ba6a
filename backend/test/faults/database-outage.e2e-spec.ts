import { API_MESSAGES } from '../../src/contracts';
import { takeDatabaseAway } from '../support/database-outage';
import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

describe('a database outage answers 503 and the app recovers by itself (issue 6 item 2.4)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const expectUnavailable = (res: { status: number; headers: Record<string, string>; body: unknown }) => {
    expect({ status: res.status, body: res.body }).toEqual({ status: 503, body: { statusCode: 503, message: API_MESSAGES.serviceUnavailable } });
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  };

  it('answers 503 with Retry-After on a signed-in route (session store) and a public database route, then 200 again', async () => {
    const admin = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    await admin.get('/api/auth/user').expect(200);

    const bringBack = await takeDatabaseAway(t.dataSource);
    try {
      expectUnavailable(await admin.get('/api/auth/user'));
      expectUnavailable(await t.http().post('/api/auth/forgot-password').send({ email: 'someone@example.org' }));
      expectUnavailable(await t.http().post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }));
    } finally {
      bringBack();
    }

    await admin.get('/api/auth/user').expect(200);
    await t.http().post('/api/auth/forgot-password').send({ email: 'someone@example.org' }).expect(200);
  });

  it('still answers 500, not 503, for a query that is simply wrong', async () => {
    // An ordinary SQL error is the server's fault, not an outage: no Retry-After.
    const { toErrorBody } = await import('../../src/common/http/error-body');
    const broken = await t.dataSource.query('SELECT * FROM no_such_table').catch((error: unknown) => error);
    expect(toErrorBody(broken)).toEqual({ statusCode: 500, message: API_MESSAGES.internalError });
  });
});
