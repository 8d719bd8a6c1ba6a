import { charityRegistration, consultantApplication } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('the bio typed in the application reaches the current user', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('answers the application, GET /api/auth/user and a later login with the bio, still unapproved', async () => {
    const application = consultantApplication({ bio: 'Finance director for fifteen years, most recently at a hospice.' });
    const agent = t.agent();

    const applied = await agent.post('/api/register/consultant').send(application).expect(201);
    expect(applied.body.bio).toBe(application.bio);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ bio: application.bio, consultantProfile: { isApproved: false } });

    const login = await t.http().post('/api/auth/login').send({ username: application.username, password: application.password }).expect(200);
    expect(login.body.bio).toBe(application.bio);
  });

  // The application requires a bio (the screen does too); a charity's registration does not.
  it('answers null for an account registered without a bio', async () => {
    const agent = t.agent();
    await agent.post('/api/register/charity').send(charityRegistration({ bio: '' })).expect(201);

    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.bio).toBeNull();
  });
});
