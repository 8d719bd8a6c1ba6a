import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { signInAsAdmin } from '../support/fixtures';
import { countStatements, insertProject, preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { createTestApp, TestApp } from '../support/test-app';

const at = (iso: string) => new Date(iso);

describe('GET /api/projects: the dashboards’ own projects (spec 000 §7, D8)', () => {
  let t: TestApp;
  let riverside: SignedInCharity;
  let hillside: SignedInCharity;
  let tom: SignedInConsultant;
  let helen: SignedInConsultant;
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    riverside = await registeredCharity(t);
    hillside = await registeredCharity(t, { organisation: 'Hillside Hospice' });
    tom = await preListedConsultantSignedIn(t);
    helen = await preListedConsultantSignedIn(t);

    ids.oldest = await insertProject(t, { charityId: riverside.charityId, title: 'Finance review', status: 'completed', consultantId: tom.consultantId, createdAt: at('2025-01-10T09:00:00Z') });
    ids.middle = await insertProject(t, {
      charityId: riverside.charityId,
      title: 'Fundraising strategy',
      status: 'in_progress',
      consultantId: helen.consultantId,
      expertiseRequired: ['fundraising', 'strategy'],
      startDate: '2025-03-01',
      endDate: '2025-06-30',
      createdAt: at('2025-02-10T09:00:00Z'),
    });
    ids.newest = await insertProject(t, { charityId: riverside.charityId, title: 'Board governance', status: 'pending', createdAt: at('2025-03-10T09:00:00Z') });
    ids.hillside = await insertProject(t, { charityId: hillside.charityId, title: 'Hospice finance', status: 'matching', consultantId: tom.consultantId, createdAt: at('2025-02-20T09:00:00Z') });
  });
  afterAll(() => t.close());

  it("lists a charity its own projects only, newest first, in the spec's display shape", async () => {
    const res = await riverside.agent.get('/api/projects').expect(200);

    expect(res.body.map((p: { id: number }) => p.id)).toEqual([ids.newest, ids.middle, ids.oldest]);
    expect(res.body[1]).toEqual({
      id: ids.middle,
      title: 'Fundraising strategy',
      description: expect.any(String),
      status: 'in_progress',
      createdAt: '2025-02-10T09:00:00.000Z',
      startDate: '2025-03-01',
      endDate: '2025-06-30',
      expertiseRequired: ['fundraising', 'strategy'],
    });
    expect(res.body[0]).toMatchObject({ startDate: null, endDate: null });
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'description', 'endDate', 'expertiseRequired', 'id', 'startDate', 'status', 'title']);
  });

  it("never shows a charity another charity's projects", async () => {
    const res = await hillside.agent.get('/api/projects').expect(200);
    expect(res.body.map((p: { id: number }) => p.id)).toEqual([ids.hillside]);
  });

  it('lists a consultant only the projects assigned to them, across charities', async () => {
    const forTom = await tom.agent.get('/api/projects').expect(200);
    expect(forTom.body.map((p: { id: number }) => p.id)).toEqual([ids.hillside, ids.oldest]);

    const forHelen = await helen.agent.get('/api/projects').expect(200);
    expect(forHelen.body.map((p: { id: number }) => p.id)).toEqual([ids.middle]);
  });

  it('answers an empty list to a charity without projects', async () => {
    const fresh = await registeredCharity(t);
    await fresh.agent.get('/api/projects').expect(200, []);
  });

  it('lists an admin every project, a page at a time, filterable by status; refuses anonymous callers (401)', async () => {
    const admin = await signInAsAdmin(t);
    const all = await admin.get('/api/projects').expect(200);
    expect(all.body.map((p: { id: number }) => p.id)).toEqual(expect.arrayContaining([ids.newest, ids.middle, ids.oldest, ids.hillside]));
    expect(Number(all.headers['x-total-count'])).toBeGreaterThanOrEqual(4);
    const matching = await admin.get('/api/projects?status=matching').expect(200);
    expect(matching.body.map((p: { id: number }) => p.id)).toEqual([ids.hillside]);
    expect(matching.headers['x-total-count']).toBe('1');
    const later = await admin.get('/api/projects?page=2').expect(200);
    expect(later.body).toEqual([]);
    await admin.get('/api/projects?status=bogus').expect(400);
    const forAdmin = await countStatements(t, () => admin.get('/api/projects?status=pending').expect(200));
    expect(forAdmin.length).toBeLessThanOrEqual(3);

    const anonymous = await t.http().get('/api/projects').expect(401);
    expect(anonymous.body.message).toBe('Authentication required');
  });

  it('stops a consultant who has not finished onboarding', async () => {
    const pending = await preListedConsultantSignedIn(t, { onboard: false });
    const res = await pending.agent.get('/api/projects').expect(403);
    expect(res.body).toMatchObject({ code: 'ONBOARDING_REQUIRED' });
  });

  it("gives the charity dashboard's membership card its expiry as a date-only string", async () => {
    await t.dataSource.getRepository(CharityEntity).update(riverside.charityId, { membershipActive: true, membershipExpiry: '2026-01-31' });
    const me = await riverside.agent.get('/api/auth/user').expect(200);
    expect(me.body.charityProfile).toEqual({ membershipTier: 'small', membershipActive: true, membershipExpiry: '2026-01-31', pendingMembershipRequest: null });
  });

  it('needs at most three SQL statements, session included', async () => {
    const forCharity = await countStatements(t, () => riverside.agent.get('/api/projects').expect(200));
    expect(forCharity.length).toBeGreaterThan(0); // the counter sees the session lookup at least
    expect(forCharity.length).toBeLessThanOrEqual(3);
    const forConsultant = await countStatements(t, () => tom.agent.get('/api/projects').expect(200));
    expect(forConsultant.length).toBeLessThanOrEqual(3);
  });
});
