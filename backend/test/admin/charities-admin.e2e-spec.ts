import { INTRODUCTION_STATUS_LABELS } from '../../src/contracts';
import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { FormSubmissionEntity } from '../../src/modules/enquiries/infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from '../../src/modules/enquiries/infrastructure/introduction-request.entity';
import { PricingEnquiryEntity } from '../../src/modules/enquiries/infrastructure/pricing-enquiry.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { countStatements, preListedConsultantSignedIn, registeredCharity } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { charityRegistration, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { parseCsv } from './admin-support';

/** Issue 16 "Charities": the registered charities, filtered and sorted, as JSON and CSV; one charity's page. */
describe('admin: charities', () => {
  let t: TestApp;
  let food: Awaited<ReturnType<typeof registeredCharity>>;
  let shelter: Awaited<ReturnType<typeof registeredCharity>>;
  let consultantName: string;

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000' });
    food = await registeredCharity(t, { organisation: 'Riverside Food Bank', name: 'Priya Shah' });
    const shelterBody = charityRegistration({ organisation: 'Harbour 100% Shelter', name: 'Tom Reed' });
    shelter = await registeredCharity(t, { ...shelterBody, charity: { ...shelterBody.charity, membershipTier: 'large' } });
    await t.dataSource.getRepository(CharityEntity).update({ id: shelter.charityId }, { membershipActive: true, membershipExpiry: '2027-03-31' });
    const consultant = await preListedConsultantSignedIn(t);
    consultantName = 'Helen Marsh';
    await insertProject(t, { charityId: food.charityId, title: 'Budget review', status: 'in_progress', consultantId: consultant.consultantId });
    await insertProject(t, { charityId: food.charityId, title: 'Grant plan' });
    await insertProject(t, { charityId: food.charityId, title: 'Old idea', status: 'cancelled' });
  }, 60_000);
  afterAll(() => t.close());

  it('lists every registered charity with contact, tier, membership, projects by status and last sign-in, in three statements', async () => {
    const admin = await signInAsAdmin(t);
    let body: { data: Array<Record<string, unknown>>; total: number; page: number; pageSize: number } = { data: [], total: 0, page: 0, pageSize: 0 };
    const statements = await countStatements(t, async () => {
      body = (await admin.get('/api/admin/charities').expect(200)).body;
    });
    // The session's own reads come first; the list itself is the page, the count and the project counts.
    expect(statements.filter((sql) => /charities|projects/.test(sql) && !/sessions/.test(sql)).length).toBeLessThanOrEqual(3);
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 50 });
    const row = body.data.find((entry) => entry.id === food.charityId);
    expect(row).toEqual({
      id: food.charityId,
      userId: food.userId,
      organisation: 'Riverside Food Bank',
      contactName: 'Priya Shah',
      email: expect.stringMatching(/@example\.org$/),
      membershipTier: 'small',
      membershipTierLabel: 'Small Organization',
      membershipActive: false,
      membershipExpiry: null,
      registeredAt: expect.any(String),
      lastSignInAt: null,
      projectCounts: { pending: 1, matching: 0, in_progress: 1, completed: 0, cancelled: 1 },
    });
    // Newest first: the shelter registered second.
    expect(body.data.map((entry) => entry.id)).toEqual([shelter.charityId, food.charityId]);
  });

  it('filters by tier, membership and search (wildcards taken literally), sorts, and refuses bad values', async () => {
    const admin = await signInAsAdmin(t);
    const ids = async (query: string) => ((await admin.get(`/api/admin/charities?${query}`).expect(200)).body.data as Array<{ id: number }>).map((row) => row.id);
    expect(await ids('tier=large')).toEqual([shelter.charityId]);
    expect(await ids('membership=active')).toEqual([shelter.charityId]);
    expect(await ids('membership=inactive')).toEqual([food.charityId]);
    expect(await ids('search=riverside')).toEqual([food.charityId]);
    expect(await ids('search=tom%20reed')).toEqual([shelter.charityId]);
    expect(await ids('search=100%25')).toEqual([shelter.charityId]);
    expect(await ids('search=%25')).toEqual([shelter.charityId]);
    expect(await ids('sort=organisation&order=asc')).toEqual([shelter.charityId, food.charityId]);
    expect((await admin.get('/api/admin/charities?tier=huge').expect(400)).body.message).toMatch(/Tier must be one of/);
    expect((await admin.get('/api/admin/charities?membership=maybe').expect(400)).body.message).toMatch(/Membership must be/);
    await admin.get(`/api/admin/charities?search=${'x'.repeat(101)}`).expect(400);
    await admin.get('/api/admin/charities?sort=password').expect(400);
  });

  it('records the last sign-in', async () => {
    const admin = await signInAsAdmin(t);
    const [{ username }] = await t.dataSource.query('SELECT username FROM users WHERE id = ?', [food.userId]);
    const before = t.clock.now().getTime();
    await t.agent().post('/api/auth/login').send({ username, password: 'Charity-Passw0rd!' }).expect(200);
    const after = t.clock.now().getTime();
    const row = (await admin.get('/api/admin/charities?search=riverside').expect(200)).body.data[0];
    // MariaDB's DATETIME keeps whole seconds.
    expect(Date.parse(row.lastSignInAt)).toBeGreaterThanOrEqual(Math.floor(before / 1000) * 1000);
    expect(Date.parse(row.lastSignInAt)).toBeLessThanOrEqual(after);
  });

  it('exports the list as CSV with the same filter', async () => {
    const admin = await signInAsAdmin(t);
    const csv = await admin.get('/api/admin/charities?format=csv&tier=small').expect(200).expect('Content-Type', /text\/csv/).expect('Content-Disposition', /filename="charities-\d{4}-\d{2}-\d{2}\.csv"/);
    const [header, ...rows] = parseCsv(csv.text);
    expect(header).toEqual([
      'Id', 'Organisation', 'Contact', 'Email', 'Tier', 'Membership active', 'Membership expiry', 'Registered at',
      'Projects pending', 'Projects matching', 'Projects in progress', 'Projects completed', 'Projects cancelled', 'Last sign-in',
    ]);
    expect(rows).toHaveLength(1);
    expect(rows[0].slice(0, 5)).toEqual([String(food.charityId), 'Riverside Food Bank', 'Priya Shah', expect.any(String), 'Small Organization']);
    expect(rows[0].slice(8, 13)).toEqual(['1', '0', '1', '0', '1']);
  });

  it("shows one charity's page: details, projects with their consultant, membership requests, audit trail; 404 otherwise", async () => {
    const admin = await signInAsAdmin(t);
    await food.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(201);
    const page = (await admin.get(`/api/admin/charities/${food.charityId}`).expect(200)).body;
    expect(page).toMatchObject({
      id: food.charityId,
      organisation: 'Riverside Food Bank',
      registeredNumber: '1234567',
      foundingYear: 2009,
      location: 'Leeds',
      projectCounts: { pending: 1, in_progress: 1, cancelled: 1 },
    });
    expect(page).not.toHaveProperty('password');
    expect(page.projects.map((project: { title: string }) => project.title).sort()).toEqual(['Budget review', 'Grant plan', 'Old idea']);
    expect(page.projects.find((project: { title: string }) => project.title === 'Budget review')).toMatchObject({ status: 'in_progress', statusLabel: 'In Progress', consultantName });
    expect(page.membershipRequests).toEqual([
      { id: expect.any(Number), type: 'activate', typeLabel: 'Activate Membership', status: 'pending', statusLabel: 'Open', createdAt: expect.any(String), handledAt: null },
    ]);
    // The trail holds the rows by or about the account (its terms acceptance at registration).
    expect(page.auditTrail.every((row: { actorUserId: number | null; subjectUserId: number | null }) => row.actorUserId === food.userId || row.subjectUserId === food.userId)).toBe(true);
    await admin.get('/api/admin/charities/999999').expect(404);
    await admin.get('/api/admin/charities/abc').expect(400);
    await food.agent.get(`/api/admin/charities/${food.charityId}`).expect(403);
  });

  it("lists on a charity's page the enquiries made with its e-mail (any case), every kind with labels, newest first, and nobody else's", async () => {
    const admin = await signInAsAdmin(t);
    const { email } = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: food.userId });
    const shouted = ` ${email.toUpperCase()} `;
    const at = (minutesAgo: number) => new Date(t.clock.now().getTime() - minutesAgo * 60_000);
    await t.dataSource.manager.insert(IntroductionRequestEntity, { charityName: 'Riverside Food Bank', contactName: 'Priya Shah', email: shouted, phone: null, projectDescription: 'A budget review', expertiseNeeded: 'finance', timeline: 'flexible', status: 'pending', createdAt: at(50) });
    await t.dataSource.manager.insert(FormSubmissionEntity, { formType: 'get_matched', enquirerName: 'Priya Shah', enquirerEmail: email, charityName: 'Riverside Food Bank', messageContent: 'Match us please', submittedAt: at(40) });
    await t.dataSource.manager.insert(PricingEnquiryEntity, { fullName: 'Priya Shah', organisationName: 'Riverside Food Bank', email, supportNeeded: 'Which tier?', createdAt: at(30) });
    await t.dataSource.manager.insert(CharityWaitingListEntity, { charityName: 'Riverside Food Bank', contactName: 'Priya Shah', email, emailNormalized: email.toLowerCase(), phone: null, charitySize: 'small', primaryNeed: 'Fundraising', currentChallenges: null, createdAt: at(20) });
    await t.dataSource.manager.insert(PricingEnquiryEntity, { fullName: 'Someone Else', organisationName: 'Other', email: 'someone@else.example', supportNeeded: 'Not theirs', createdAt: at(10) });

    const page = (await admin.get(`/api/admin/charities/${food.charityId}`).expect(200)).body;
    expect(page.enquiries.map((row: { kindLabel: string; name: string; summary: string; statusLabel: string | null }) => [row.kindLabel, row.summary, row.statusLabel])).toEqual([
      ['Charity waiting list', 'Fundraising', null],
      ['Pricing enquiry', 'Which tier?', null],
      ['Get Matched', 'Match us please', null],
      ['Introduction request', 'A budget review', INTRODUCTION_STATUS_LABELS.pending],
    ]);
    const shelterPage = (await admin.get(`/api/admin/charities/${shelter.charityId}`).expect(200)).body;
    expect(shelterPage.enquiries).toEqual([]);
  });
});
