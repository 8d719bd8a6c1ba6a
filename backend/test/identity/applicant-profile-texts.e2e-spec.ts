import { consultantApplication, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 16: the application's optional profile summary and previous experience reach the admin's application card. */
describe('profile summary and previous experience typed in the application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  async function applicationCard(email: string) {
    const admin = await signInAsAdmin(t);
    const listed = await admin.get('/api/admin/consultant-applications?pageSize=200').expect(200);
    const items = listed.body.data as Array<{ user: { email: string }; profileSummary: unknown; previousExperience: unknown }>;
    return items.find((item) => item.user.email === email);
  }

  it('stores both, trimmed, on the consultant profile the admin reviews', async () => {
    const base = consultantApplication();
    const application = {
      ...base,
      consultant: { ...base.consultant, profileSummary: '  Finance director for twenty years at two hospices. ', previousExperience: 'Treasurer of a food bank.' },
    };
    await t.agent().post('/api/register/consultant').send(application).expect(201);

    expect(await applicationCard(application.email)).toMatchObject({
      profileSummary: 'Finance director for twenty years at two hospices.',
      previousExperience: 'Treasurer of a food bank.',
    });
  });

  it('keeps them optional: the spec payload without them still applies, with nulls on the card', async () => {
    const application = consultantApplication();
    await t.agent().post('/api/register/consultant').send(application).expect(201);

    expect(await applicationCard(application.email)).toMatchObject({ profileSummary: null, previousExperience: null });
  });

  it('refuses text longer than the profile allows, with a 400', async () => {
    const base = consultantApplication();
    const application = { ...base, consultant: { ...base.consultant, profileSummary: 'x'.repeat(5001) } };
    await t.agent().post('/api/register/consultant').send(application).expect(400);
  });
});
