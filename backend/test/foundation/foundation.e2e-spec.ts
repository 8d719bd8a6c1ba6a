import { SessionEntity } from '../../src/modules/identity/infrastructure/session.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

describe('foundation: the running skeleton', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('reports health with a database check', async () => {
    await t.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.http().get('/api/does-not-exist').expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Not found' });
  });

  it('sends security headers with a CSP that allows only our own scripts', async () => {
    const res = await t.http().get('/api/health');
    expect(res.headers['content-security-policy']).toContain("script-src 'self'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-powered-by']).toBeUndefined();
    expect(res.headers['x-request-id']).toBeTruthy();
  });

  it('creates the first admin from the environment, once', async () => {
    const admins = await t.dataSource.getRepository(UserEntity).find({ where: { username: TEST_ADMIN.username } });
    expect(admins).toHaveLength(1);
    expect(admins[0].role).toBe('admin');
    expect(admins[0].password).toMatch(/^scrypt\$/);
    expect(admins[0].password).not.toContain(TEST_ADMIN.password);
  });

  describe('sign-in core', () => {
    it('signs in, reports the current user without secrets, and signs out', async () => {
      const agent = t.agent();
      const login = await agent.post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      expect(login.body).toMatchObject({ username: 'admin', role: 'admin', isAdmin: true, isConsultant: false, mustChangePassword: false, hasAcceptedTerms: true, needsTermsUpdate: false });
      expect(JSON.stringify(login.body)).not.toMatch(/password"\s*:|scrypt/);
      const cookie = login.headers['set-cookie']?.[0] ?? '';
      expect(cookie).toMatch(/HttpOnly/i);
      expect(cookie).toMatch(/SameSite=Lax/i);

      const me = await agent.get('/api/auth/user').expect(200);
      expect(me.body).toMatchObject({ username: 'admin', email: TEST_ADMIN.email, name: 'Administrator' });

      await agent.post('/api/auth/logout').send({}).expect(200);
      await agent.get('/api/auth/user').expect(401);
    });

    it('regenerates the session id at login (no session fixation)', async () => {
      const agent = t.agent();
      await agent.post('/api/auth/login').send({ username: 'admin', password: 'wrong-password' }).expect(401);
      const first = await agent.post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      const second = await agent.post('/api/auth/login').send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password }).expect(200);
      const sid = (res: typeof first) => /cb\.sid=([^;]+)/.exec(res.headers['set-cookie']?.[0] ?? '')?.[1];
      expect(sid(first)).toBeTruthy();
      expect(sid(second)).not.toEqual(sid(first));
    });

    it('keeps sessions in the database and removes the row at logout', async () => {
      const sessions = t.dataSource.getRepository(SessionEntity);
      const agent = await signIn(t, TEST_ADMIN.username, TEST_ADMIN.password);
      const admin = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: TEST_ADMIN.username });
      const before = await sessions.countBy({ userId: admin.id });
      expect(before).toBeGreaterThan(0);
      await agent.post('/api/auth/logout').send({}).expect(200);
      expect(await sessions.countBy({ userId: admin.id })).toBe(before - 1);
    });

    it('gives the same 401 for an unknown user and a wrong password', async () => {
      const unknown = await t.http().post('/api/auth/login').send({ username: 'nobody-here', password: 'whatever1' }).expect(401);
      const wrong = await t.http().post('/api/auth/login').send({ username: TEST_ADMIN.username, password: 'not-the-password' }).expect(401);
      expect(unknown.body).toEqual({ statusCode: 401, message: 'Invalid username or password' });
      expect(wrong.body).toEqual(unknown.body);
    });
  });

  describe('bad input', () => {
    it('rejects malformed JSON with 400', async () => {
      const res = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send('{"username": ').expect(400);
      expect(res.body.message).toBe('Malformed JSON in request body');
    });

    it('rejects bodies over 100 kB with 413', async () => {
      const res = await t.http().post('/api/auth/login').send({ username: 'a'.repeat(110 * 1024), password: 'x' }).expect(413);
      expect(res.body).toEqual({ statusCode: 413, message: 'Request body too large' });
    });

    it('rejects unknown fields with 400', async () => {
      const res = await t.http().post('/api/auth/login').send({ username: 'admin', password: 'whatever1', role: 'admin' }).expect(400);
      expect(res.body.errors).toHaveProperty('role');
    });

    it('refuses a cross-site Origin on a POST with 403, and allows our own origin and none', async () => {
      await t.http().post('/api/auth/logout').set('Origin', 'https://evil.example').send({}).expect(403);
      await t.http().post('/api/auth/logout').set('Referer', 'https://evil.example/page').send({}).expect(403);
      await t.http().post('/api/auth/logout').set('Origin', t.config.appOrigin).send({}).expect(200);
      await t.http().post('/api/auth/logout').send({}).expect(200);
    });

    it('answers a signed-out call to a signed-in endpoint with 401', async () => {
      const res = await t.http().get('/api/auth/user').expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'Authentication required' });
    });
  });
});
