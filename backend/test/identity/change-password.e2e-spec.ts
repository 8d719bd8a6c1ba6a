import { charityRegistration } from '../support/fixtures';
import { createTestApp, signIn, TestApp } from '../support/test-app';

/** Issue 16 "Account": changing the password in Account Settings ends the member's other sessions. */
describe('POST /api/auth/change-password ends the other sessions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  /** A new charity signed in twice: on a phone and on a laptop. */
  async function twoSessions() {
    const body = charityRegistration();
    await t.http().post('/api/register/charity').send(body).expect(201);
    return { body, phone: await signIn(t, body.username, body.password), laptop: await signIn(t, body.username, body.password) };
  }

  it('keeps the session that changed it, signs every other one out, and only the new password signs in', async () => {
    const { body, phone, laptop } = await twoSessions();
    const newPassword = 'Changed-Passw0rd!7';

    await laptop.post('/api/auth/change-password').send({ currentPassword: body.password, newPassword }).expect(200);

    await laptop.get('/api/auth/user').expect(200);
    await phone.get('/api/auth/user').expect(401);
    await t.http().post('/api/auth/login').send({ username: body.username, password: body.password }).expect(401);
    await t.http().post('/api/auth/login').send({ username: body.username, password: newPassword }).expect(200);
  });

  it('ends no session when the current password is wrong', async () => {
    const { phone, laptop } = await twoSessions();

    await laptop.post('/api/auth/change-password').send({ currentPassword: 'Not-The-Passw0rd!', newPassword: 'Changed-Passw0rd!7' }).expect(400);

    await phone.get('/api/auth/user').expect(200);
    await laptop.get('/api/auth/user').expect(200);
  });
});
