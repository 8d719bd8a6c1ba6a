import { SessionEntity } from '../../src/modules/identity/infrastructure/session.entity';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

describe('session lifetimes (issue 6 item 1.5, DECISIONS D2)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const sessionRows = () => t.dataSource.getRepository(SessionEntity).count();
  const registerCharity = async () => {
    const agent = t.agent();
    await agent.post('/api/register/charity').send(charityRegistration()).expect(201);
    return agent;
  };

  it('ends an admin session after 2 hours without a request, and removes its row', async () => {
    const admin = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    t.clock.advance(HOUR + 59 * MINUTE);
    await admin.get('/api/auth/user').expect(200);
    t.clock.advance(2 * HOUR + MINUTE);
    const before = await sessionRows();
    await admin.get('/api/auth/user').expect(401);
    expect(await sessionRows()).toBe(before - 1);
  });

  it('ends an admin session 12 hours after sign-in, however active', async () => {
    const admin = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
    for (let hour = 1; hour <= 11; hour++) {
      t.clock.advance(HOUR);
      await admin.get('/api/auth/user').expect(200);
    }
    t.clock.advance(59 * MINUTE);
    await admin.get('/api/auth/user').expect(200);
    t.clock.advance(MINUTE);
    await admin.get('/api/auth/user').expect(401);
  });

  it('keeps a charity signed in for 7 idle days, not one minute more', async () => {
    const charity = await registerCharity();
    t.clock.advance(7 * DAY - HOUR);
    await charity.get('/api/auth/user').expect(200);
    t.clock.advance(7 * DAY + MINUTE);
    await charity.get('/api/auth/user').expect(401);
  });

  it('ends a charity session 30 days after sign-in, however active', async () => {
    const charity = await registerCharity();
    for (let week = 1; week <= 4; week++) {
      t.clock.advance(6 * DAY);
      await charity.get('/api/auth/user').expect(200);
    }
    t.clock.advance(6 * DAY - HOUR);
    await charity.get('/api/auth/user').expect(200);
    t.clock.advance(HOUR);
    await charity.get('/api/auth/user').expect(401);
  });
});

describe('session cookie name', () => {
  it('is cb.sid over http', async () => {
    const t = await createTestApp({ LOGIN_RATE_LIMIT: '1000' });
    try {
      const res = await t.http().post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      expect(String(res.headers['set-cookie'])).toMatch(/^cb\.sid=/);
    } finally {
      await t.close();
    }
  });

  it('carries the __Host- prefix when the app is served over https (Secure cookie)', async () => {
    const t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', APP_BASE_URL: 'https://app.charitybridge.test', TRUST_PROXY: 'loopback' });
    try {
      const login = await t
        .http()
        .post('/api/auth/login')
        .set('X-Forwarded-Proto', 'https')
        .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password })
        .expect(200);
      const cookie = String(login.headers['set-cookie']);
      expect(cookie).toMatch(/^__Host-cb\.sid=/);
      expect(cookie).toMatch(/; Path=\//);
      expect(cookie).toMatch(/; Secure/);
      expect(cookie).not.toMatch(/Domain=/i);
      const pair = cookie.split(';')[0];
      await t.http().get('/api/auth/user').set('X-Forwarded-Proto', 'https').set('Cookie', pair).expect(200);

      const logout = await t.http().post('/api/auth/logout').set('X-Forwarded-Proto', 'https').set('Cookie', pair).expect(200);
      expect(String(logout.headers['set-cookie'])).toMatch(/^__Host-cb\.sid=;/);
      await t.http().get('/api/auth/user').set('X-Forwarded-Proto', 'https').set('Cookie', pair).expect(401);
    } finally {
      await t.close();
    }
  });
});
