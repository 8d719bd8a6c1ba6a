import { FORM_LIST_MESSAGES } from '../../src/contracts';
import { countStatements, registeredCharity } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

type Agent = Awaited<ReturnType<typeof signInAsAdmin>>;

describe('Admin lists of the public forms (issue 8, spec 001 §2, §3, §7)', () => {
  let t: TestApp;
  let admin: Agent;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
    admin = await signInAsAdmin(t);
    for (const n of [1, 2, 3]) {
      await t.http().post('/api/waiting-list/charity').send({ charityName: `Charity ${n}`, contactName: 'Sam Lee', email: `charity${n}@example.org`, charitySize: 'small' }).expect(201);
      await t
        .http()
        .post('/api/waiting-list/consultant')
        .send({ fullName: `Consultant ${n}`, email: `consultant${n}@example.org`, currentRole: 'Director', yearsExperience: '10', expertiseAreas: 'Finance and governance', charityExperience: 'some', availability: 'full_time', currentConsulting: 'no' })
        .expect(201);
      await t.http().post('/api/pricing-enquiry').send({ fullName: `Pricing ${n}`, organisationName: 'Hope Trust', email: `pricing${n}@example.org`, supportNeeded: 'Which tier suits us best?' }).expect(201);
    }
    await t.http().post('/api/get-matched').send({ fullName: '=HYPERLINK("x")', organisationName: 'Hope, Trust', email: 'matched@example.org', supportNeeded: 'A finance review, please.' }).expect(201);
  });
  afterAll(() => t.close());

  it('pages the charity waiting list newest first, without the normalised e-mail, in at most 3 statements', async () => {
    let body: Record<string, unknown> = {};
    const statements = await countStatements(t, async () => {
      body = (await admin.get('/api/admin/waiting-list/charities?page=1&pageSize=2').expect(200)).body;
    });
    expect(statements.filter((sql) => sql.includes('charity_waiting_list')).length).toBeLessThanOrEqual(3);
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 2 });
    const data = body.data as Array<Record<string, unknown>>;
    expect(data.map((entry) => entry.charityName)).toEqual(['Charity 3', 'Charity 2']);
    expect(Object.keys(data[0]).sort()).toEqual(
      ['id', 'charityName', 'contactName', 'email', 'phone', 'charitySize', 'primaryNeed', 'currentChallenges', 'createdAt', 'updatedAt'].sort(),
    );
    const second = (await admin.get('/api/admin/waiting-list/charities?page=2&pageSize=2').expect(200)).body;
    expect(second.data.map((entry: { charityName: string }) => entry.charityName)).toEqual(['Charity 1']);
  });

  it('lists the consultant waiting list', async () => {
    const body = (await admin.get('/api/admin/waiting-list/consultants').expect(200)).body;
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 50 });
    expect(body.data[0]).toMatchObject({ fullName: 'Consultant 3', charityExperience: 'some', availability: 'full_time', currentConsulting: 'no', phone: null });
    expect(body.data[0]).not.toHaveProperty('emailNormalized');
  });

  it('lists form submissions as { submissions } newest first', async () => {
    const body = (await admin.get('/api/admin/form-submissions').expect(200)).body;
    expect(body).toMatchObject({ total: 1, page: 1 });
    expect(body.submissions).toEqual([
      {
        id: expect.any(Number),
        formType: 'get_matched',
        enquirerName: '=HYPERLINK("x")',
        enquirerEmail: 'matched@example.org',
        charityName: 'Hope, Trust',
        consultantName: null,
        messageContent: 'A finance review, please.',
        submittedAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*Z$/),
      },
    ]);
  });

  it('pages the pricing enquiries', async () => {
    const body = (await admin.get('/api/admin/pricing-enquiries?pageSize=1').expect(200)).body;
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 1 });
    expect(body.data).toEqual([expect.objectContaining({ fullName: 'Pricing 3', organisationName: 'Hope Trust', email: 'pricing3@example.org' })]);
  });

  it('exports the waiting lists and form submissions as CSV with formulas neutralised', async () => {
    const charities = await admin.get('/api/admin/waiting-list/charities?format=csv').expect(200);
    expect(charities.headers['content-type']).toMatch(/^text\/csv/);
    expect(charities.headers['content-disposition']).toMatch(/attachment; filename="charity-waiting-list-\d{4}-\d\d-\d\d\.csv"/);
    const lines = charities.text.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Charity name,Contact name,Email,Phone,Charity size,Primary need,Current challenges,Joined,Last updated');
    expect(lines).toHaveLength(4);
    expect(lines[1]).toMatch(/^Charity 3,Sam Lee,charity3@example.org,,Small Organization,,,/);

    const consultants = await admin.get('/api/admin/waiting-list/consultants?format=csv').expect(200);
    expect(consultants.text).toContain('Consultant 1,consultant1@example.org,,Director,10,Finance and governance,Some,Full time,No');

    const submissions = await admin.get('/api/admin/form-submissions?format=csv').expect(200);
    const row = submissions.text.replace(/^\uFEFF/, '').split('\r\n')[1];
    expect(row).toMatch(/^Get Matched,"'=HYPERLINK\(""x""\)",matched@example.org,"Hope, Trust",,"A finance review, please.",/);
  });

  it.each([
    ['?page=0', FORM_LIST_MESSAGES.pageInvalid],
    ['?pageSize=201', FORM_LIST_MESSAGES.pageSizeInvalid],
    ['?format=xml', FORM_LIST_MESSAGES.formatInvalid],
    ['?sort=name', 'Sort must be one of: createdAt, charityName, contactName, charitySize'],
    ['?sort=createdAt&order=up', "Order must be 'asc' or 'desc'"],
    ['?order=desc', 'Sort must be one of: createdAt, charityName, contactName, charitySize'],
  ])('answers 400 for %s', async (query, message) => {
    const res = await admin.get(`/api/admin/waiting-list/charities${query}`).expect(400);
    expect(res.body.message).toBe(message);
  });

  it('answers 401 signed out and 403 to a charity', async () => {
    const charity = await registeredCharity(t);
    for (const path of ['/api/admin/waiting-list/charities', '/api/admin/waiting-list/consultants', '/api/admin/form-submissions', '/api/admin/pricing-enquiries', '/api/admin/analytics']) {
      await t.http().get(path).expect(401);
      await charity.agent.get(`${path}?format=csv`).expect(403);
    }
  });
});
