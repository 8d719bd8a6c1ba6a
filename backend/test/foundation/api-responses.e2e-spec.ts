import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

const JSON_REQUIRED = { statusCode: 415, message: 'Content-Type must be application/json' };

describe('every /api answer (issue 6, items 1.9 and 1.12)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  describe('Cache-Control: no-store', () => {
    it('is sent on successes, errors, 404s and refusals by middleware', async () => {
      const answers = {
        ok: await t.http().get('/api/health').expect(200),
        unknownPath: await t.http().get('/api/does-not-exist').expect(404),
        signedOut: await t.http().get('/api/auth/user').expect(401),
        crossSite: await t.http().post('/api/auth/logout').set('Origin', 'https://evil.example').send({}).expect(403),
        malformed: await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": ').expect(400),
        notJson: await t.http().post('/api/auth/login').type('form').send('username=a&password=b').expect(415),
        tooLarge: await t.http().post('/api/auth/login').send({ username: 'a'.repeat(110 * 1024), password: 'x' }).expect(413),
        apiRoot: await t.http().get('/api').expect(404),
      };
      for (const [name, res] of Object.entries(answers)) expect({ name, cacheControl: res.headers['cache-control'] }).toEqual({ name, cacheControl: 'no-store' });
    });

    it('is not forced on the web app outside /api', async () => {
      const res = await t.http().get('/apiary');
      expect(res.headers['cache-control']).not.toBe('no-store');
    });
  });

  describe('state-changing requests with a body must be JSON', () => {
    it('refuses a form-urlencoded login with 415', async () => {
      const res = await t.http().post('/api/auth/login').type('form').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(415);
      expect(res.body).toEqual(JSON_REQUIRED);
    });

    it('refuses a text/plain login with 415 (what a cross-site form can send without a preflight)', async () => {
      const res = await t
        .http()
        .post('/api/auth/login')
        .set('Content-Type', 'text/plain')
        .send(JSON.stringify({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }))
        .expect(415);
      expect(res.body).toEqual(JSON_REQUIRED);
    });

    it('refuses a multipart body and a body without Content-Type', async () => {
      await t.http().post('/api/auth/forgot-password').field('email', 'a@example.org').expect(415);
      const res = await t.http().post('/api/auth/forgot-password').set('Content-Type', '').send('email=a@example.org');
      expect(res.status).toBe(415);
    });

    it('accepts JSON, also with a charset', async () => {
      await t.http().post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      await t
        .http()
        .post('/api/auth/forgot-password')
        .set('Content-Type', 'application/json; charset=utf-8')
        .send(JSON.stringify({ email: 'someone@example.org' }))
        .expect(200);
    });

    it('lets a bodiless POST through (logout)', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      await agent.post('/api/auth/logout').expect(200);
      await agent.post('/api/auth/logout').set('Content-Type', 'text/plain').set('Content-Length', '0').expect(200);
      await agent.get('/api/auth/user').expect(401);
    });
  });
});
