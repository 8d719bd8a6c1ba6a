import { LOGIN_MAX_FAILED_ATTEMPTS } from '../../src/contracts';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET /api/auth/login-policy (the login form warns with the server figures)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_LOCKOUT_MINUTES: '7' });
  });
  afterAll(() => t.close());

  it('tells a visitor the attempt threshold and the configured lockout minutes', async () => {
    const res = await t.http().get('/api/auth/login-policy').expect(200);

    expect(res.body).toEqual({ maxFailedAttempts: LOGIN_MAX_FAILED_ATTEMPTS, lockoutMinutes: 7 });
  });
});
