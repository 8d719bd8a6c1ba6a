import { countStatements, preListedConsultantSignedIn, registeredCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 16: the consultant dashboard lists the introduction requests that name the consultant, and only those. */
describe('GET /api/introduction-requests/mine', () => {
  let t: TestApp;
  let named: SignedInConsultant;
  let other: SignedInConsultant;

  const ask = (consultantId: number, contactName: string) =>
    t
      .http()
      .post('/api/introduction-requests')
      .send({ charityName: 'Hillside Hospice', contactName, email: 'alex@example.org', phone: '0161 496 0000', projectDescription: 'Finance systems review', expertiseNeeded: 'finance', timeline: 'soon', consultantId })
      .expect(201);

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    named = await preListedConsultantSignedIn(t);
    other = await preListedConsultantSignedIn(t);
    await ask(named.consultantId, 'Alex Kim');
    await ask(named.consultantId, 'Jo Park');
    await ask(other.consultantId, 'Sam Lee');
  });
  afterAll(() => t.close());

  it('shows who asked, what for and when, newest first, without the requester’s contact details', async () => {
    const res = await named.agent.get('/api/introduction-requests/mine').expect(200);
    expect(res.body).toMatchObject({ total: 2, page: 1, pageSize: 10 });
    expect(res.body.data.map((row: { contactName: string }) => row.contactName)).toEqual(['Jo Park', 'Alex Kim']);
    expect(res.body.data[0]).toEqual({
      id: expect.any(Number),
      charityName: 'Hillside Hospice',
      contactName: 'Jo Park',
      projectDescription: 'Finance systems review',
      expertise: 'Finance & Accounting',
      timeline: 'Soon (1-4 weeks)',
      status: 'pending',
      statusLabel: 'Pending',
      createdAt: expect.any(String),
    });
    expect(JSON.stringify(res.body)).not.toContain('alex@example.org');

    const paged = await named.agent.get('/api/introduction-requests/mine?pageSize=1&page=2').expect(200);
    expect(paged.body.data.map((row: { contactName: string }) => row.contactName)).toEqual(['Alex Kim']);
    const statements = await countStatements(t, () => named.agent.get('/api/introduction-requests/mine').expect(200));
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('shows another consultant only theirs; refuses charities (403) and visitors (401)', async () => {
    const res = await other.agent.get('/api/introduction-requests/mine').expect(200);
    expect(res.body.data.map((row: { contactName: string }) => row.contactName)).toEqual(['Sam Lee']);
    const charity = await registeredCharity(t);
    await charity.agent.get('/api/introduction-requests/mine').expect(403);
    await t.http().get('/api/introduction-requests/mine').expect(401);
    await named.agent.get('/api/introduction-requests/mine?pageSize=51').expect(400);
  });
});
