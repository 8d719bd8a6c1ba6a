import { createTestApp, TestApp } from '../support/test-app';

/** Issue 6, item 1.3 (D2): X-Forwarded-For is read only as far as TRUST_PROXY allows; https does not imply it. */
describe('client IP for rate limits', () => {
  const forgot = (t: TestApp, forwardedFor: string) =>
    t.http().post('/api/auth/forgot-password').set('X-Forwarded-For', forwardedFor).send({ email: 'someone@example.org' });
  const startOfNextMinute = (t: TestApp) => t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 50);

  describe('with TRUST_PROXY unset behind an https APP_BASE_URL', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ APP_BASE_URL: 'https://app.example.org', FORM_RATE_LIMIT: '2' });
    });
    afterAll(() => t.close());

    it('ignores X-Forwarded-For: a new one per request gets no fresh bucket', async () => {
      startOfNextMinute(t);
      await forgot(t, '198.51.100.1').expect(200);
      await forgot(t, '198.51.100.2').expect(200);
      await forgot(t, '198.51.100.3').expect(429);
      await forgot(t, '2001:db8::7').expect(429);
    });
  });

  describe('with TRUST_PROXY=1', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ TRUST_PROXY: '1', FORM_RATE_LIMIT: '2' });
    });
    afterAll(() => t.close());

    it('counts the address the proxy reports', async () => {
      startOfNextMinute(t);
      await forgot(t, '198.51.100.1').expect(200);
      await forgot(t, '198.51.100.1').expect(200);
      await forgot(t, '198.51.100.1').expect(429);
      await forgot(t, '198.51.100.2').expect(200);
    });

    it('believes only the last hop: addresses a client prepends are ignored', async () => {
      startOfNextMinute(t);
      await forgot(t, '10.9.9.1, 198.51.100.9').expect(200);
      await forgot(t, '10.9.9.2, 198.51.100.9').expect(200);
      await forgot(t, '10.9.9.3, 198.51.100.9').expect(429);
    });

    it('puts a whole IPv6 /64 in one bucket', async () => {
      startOfNextMinute(t);
      await forgot(t, '2001:db8:5:6::1').expect(200);
      await forgot(t, '2001:db8:5:6:ffff::2').expect(200);
      await forgot(t, '2001:db8:5:6:1234:5678:9abc:def0').expect(429);
      await forgot(t, '2001:db8:5:7::1').expect(200);
    });
  });
});
