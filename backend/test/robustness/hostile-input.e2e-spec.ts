import { charityRegistration } from '../support/fixtures';
import { createTestApp, signIn, TestApp } from '../support/test-app';

/** Issue 15, "No 500 for anything a client can send": each answered 500 before. */
describe('hostile input answers 4xx and changes nothing', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const deep = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
  const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

  it.each([
    ['POST', '/api/auth/login'],
    ['POST', '/api/register/charity'],
    ['POST', '/api/auth/forgot-password'],
    ['PATCH', '/api/account'],
  ])('refuses JSON nested 10,000 deep on %s %s with 400', async (method, path) => {
    const agent = await signIn(t, 'admin', 'Admin-Passw0rd!');
    for (const body of [deep(10_000), deepObject(10_000), `{"email":${deep(10_000)}}`]) {
      const response = await agent[method.toLowerCase() as 'post' | 'patch'](path).set('Content-Type', 'application/json').send(body);
      expect(response.status).toBe(400);
      expect(response.body.message).toMatch(/nested/i);
    }
  });

  it('still accepts ordinary nesting (a charity registration)', async () => {
    await t.http().post('/api/register/charity').send(charityRegistration()).expect(201);
  });

  it.each([
    ['/api/auth/forgot-password', { email: 'a\ud800b@example.org' }],
    ['/api/register/charity', charityRegistration({ email: 'a\ud800b@example.org' })],
    ['/api/auth/login', { username: 'a\udc00', password: 'x\ud800' }],
  ])('refuses a lone surrogate on %s with 400', async (path, body) => {
    const response = await t.http().post(path).set('Content-Type', 'application/json').send(JSON.stringify(body));
    expect(response.status).toBe(400);
  });

  it.each([
    { username: { constructor: { prototype: {} } }, password: 'x' },
    { username: 'admin', password: { constructor: { prototype: {} } } },
    { username: ['admin'], password: 'Admin-Passw0rd!' },
    { username: 'admin', password: 12 },
    [],
    'null',
  ])('refuses a login whose fields are not strings with 400 (%j)', async (body) => {
    const response = await t.http().post('/api/auth/login').set('Content-Type', 'application/json').send(JSON.stringify(body));
    expect(response.status).toBe(400);
  });

  it('refuses null for currentPassword, name and email with 400', async () => {
    const registration = charityRegistration();
    const agent = t.agent();
    await agent.post('/api/register/charity').send(registration).expect(201);
    const before = (await agent.get('/api/auth/user').expect(200)).body;
    await agent.post('/api/auth/change-password').send({ currentPassword: null, newPassword: 'Fresh-Passw0rd!9' }).expect(400);
    await agent.patch('/api/account').send({ name: null }).expect(400);
    await agent.patch('/api/account').send({ email: null, currentPassword: registration.password }).expect(400);
    expect((await agent.get('/api/auth/user').expect(200)).body).toEqual(before);
  });
});
