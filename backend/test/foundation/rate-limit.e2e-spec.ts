import { Like } from 'typeorm';

import { RateLimitCounterEntity } from '../../src/common/rate-limit/rate-limit-counter.entity';
import { RateLimitService } from '../../src/common/rate-limit/rate-limit.service';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

const TOO_MANY = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' };

describe('per-IP rate limits counted in the database (DECISIONS D3, D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '3', FORM_RATE_LIMIT: '2' });
  });
  afterAll(() => t.close());

  /** Moves the clock to just after the start of the next fixed window, so a test never straddles two windows. */
  const startOfNextWindow = (windowMs: number) => {
    const now = t.clock.now().getTime();
    t.clock.advance(windowMs - (now % windowMs) + 50);
  };
  const counters = () => t.dataSource.getRepository(RateLimitCounterEntity);
  const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });

  it('refuses the 4th login attempt from one IP within 15 minutes with a clear 429', async () => {
    startOfNextWindow(15 * 60_000);
    await login('nobody-1', 'wrong-password').expect(401);
    await login('nobody-2', 'wrong-password').expect(401);
    await login(TEST_ADMIN.username, TEST_ADMIN.password).expect(200);

    const refused = await login(TEST_ADMIN.username, TEST_ADMIN.password).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);

    // Refused before the password is even checked: no failed attempt is counted against the account.
    await login(TEST_ADMIN.username, 'wrong-password').expect(429);
  });

  it('keeps the counter in rate_limit_counters, where every instance sees it', async () => {
    const rows = await counters().find({ where: { bucketKey: Like('login:%') } });
    expect(rows).toHaveLength(1);
    expect(rows[0].bucketKey).toContain('POST /api/auth/login');
    expect(rows[0].hits).toBe(5);
    expect(rows[0].expiresAt.getTime()).toBeGreaterThan(t.clock.now().getTime());
    const [{ count }] = await t.dataSource.query(`SELECT COUNT(*) AS count FROM rate_limit_counters`);
    expect(Number(count)).toBeGreaterThanOrEqual(1);
  });

  it('does not limit endpoints without a rate limit, and sends them no rate-limit headers', async () => {
    for (let i = 0; i < 6; i++) {
      const res = await t.http().get('/api/health').expect(200);
      expect(res.headers['x-ratelimit-limit']).toBeUndefined();
    }
  });

  it('opens again in the next 15-minute window', async () => {
    t.clock.advanceMinutes(15);
    await login(TEST_ADMIN.username, TEST_ADMIN.password).expect(200);
  });

  it('limits a public form endpoint to FORM_RATE_LIMIT per minute per IP, each endpoint on its own', async () => {
    startOfNextWindow(60_000);
    const forgot = () => t.http().post('/api/auth/forgot-password').send({ email: 'someone@example.org' });
    await forgot().expect(200);
    await forgot().expect(200);
    const refused = await forgot().expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    // Another form endpoint has its own counter.
    await t.http().post('/api/auth/reset-password').send({}).expect(400);
    const rows = await counters().find({ where: { bucketKey: Like('form:POST /api/auth/forgot-password:%') } });
    expect(rows.map((row) => row.hits)).toEqual([3]);
    t.clock.advanceMinutes(1);
    await forgot().expect(200);
  });

  it('tells the client its limit, what is left and when the window resets (X-RateLimit-*, Retry-After)', async () => {
    startOfNextWindow(60_000);
    const forgot = () => t.http().post('/api/auth/forgot-password').send({ email: 'headers@example.org' });
    const first = await forgot().expect(200);
    expect(first.headers['x-ratelimit-limit']).toBe('2');
    expect(first.headers['x-ratelimit-remaining']).toBe('1');
    expect(Number(first.headers['x-ratelimit-reset'])).toBeGreaterThan(55);
    expect(Number(first.headers['x-ratelimit-reset'])).toBeLessThanOrEqual(60);
    expect(first.headers['retry-after']).toBeUndefined();
    const second = await forgot().expect(200);
    expect(second.headers['x-ratelimit-remaining']).toBe('0');
    t.clock.advance(20_000);
    const refused = await forgot().expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(35);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(40);
    t.clock.advanceMinutes(1);
  });

  it('counts form endpoints per endpoint and per IP, FORM_RATE_LIMIT per minute', async () => {
    startOfNextWindow(60_000);
    const limits = t.app.get(RateLimitService);
    const allowed = async (endpoint: string, ip: string) => (await limits.hit('form', endpoint, ip)).allowed;
    expect(await allowed('POST /api/get-matched', '203.0.113.1')).toBe(true);
    expect(await allowed('POST /api/get-matched', '203.0.113.1')).toBe(true);
    expect(await allowed('POST /api/get-matched', '203.0.113.1')).toBe(false);
    expect(await allowed('POST /api/get-matched', '203.0.113.2')).toBe(true);
    expect(await allowed('POST /api/pricing-enquiry', '203.0.113.1')).toBe(true);
    t.clock.advanceMinutes(1);
    expect(await allowed('POST /api/get-matched', '203.0.113.1')).toBe(true);
  });

  it('deletes expired counters', async () => {
    t.clock.advanceMinutes(16);
    const before = await counters().count();
    expect(before).toBeGreaterThan(0);
    expect(await t.app.get(RateLimitService).deleteExpired()).toBe(before);
    expect(await counters().count()).toBe(0);
  });
});
