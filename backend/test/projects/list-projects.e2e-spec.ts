import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { signInAsAdmin } from '../support/fixtures';
import { countStatements, preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
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
      otherParty: { role: 'consultant', name: expect.not.stringMatching(/\s/) },
      unreadMessages: 0,
    });
    expect(res.body[0]).toMatchObject({ startDate: null, endDate: null, otherParty: null });
    expect(Object.keys(res.body[0]).sort()).toEqual(['createdAt', 'description', 'endDate', 'expertiseRequired', 'id', 'otherParty', 'startDate', 'status', 'title', 'unreadMessages']);
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

  it('pages a member’s list (?page=, ?pageSize=), the total in X-Total-Count and every status counted in X-Status-Counts', async () => {
    const cancelled = await insertProject(t, { charityId: riverside.charityId, title: 'Old idea', status: 'cancelled', createdAt: at('2024-12-01T09:00:00Z') });
    const first = await riverside.agent.get('/api/projects?pageSize=2').expect(200);
    expect(first.body.map((p: { id: number }) => p.id)).toEqual([ids.newest, ids.middle]);
    expect(first.headers).toMatchObject({ 'x-total-count': '4', 'x-page': '1', 'x-page-size': '2' });
    expect(JSON.parse(first.headers['x-status-counts'])).toEqual({ pending: 1, matching: 0, in_progress: 1, completed: 1, cancelled: 1 });
    const second = await riverside.agent.get('/api/projects?pageSize=2&page=2').expect(200);
    expect(second.body.map((p: { id: number }) => p.id)).toEqual([ids.oldest, cancelled]);
    const onlyCancelled = await riverside.agent.get('/api/projects?status=cancelled').expect(200);
    expect(onlyCancelled.body.map((p: { id: number }) => p.id)).toEqual([cancelled]);
    expect(onlyCancelled.headers['x-total-count']).toBe('1');
    const defaults = await riverside.agent.get('/api/projects').expect(200);
    expect(defaults.headers['x-page-size']).toBe('50');
    await riverside.agent.get('/api/projects?pageSize=101').expect(400);
    await riverside.agent.get('/api/projects?page=0').expect(400);
  });

  it('names the charity to the consultant and counts the messages each side has not read', async () => {
    await riverside.agent.post(`/api/projects/${ids.middle}/messages`).send({ content: 'First' }).expect(201);
    await riverside.agent.post(`/api/projects/${ids.middle}/messages`).send({ content: 'Second' }).expect(201);
    const forHelen = (await helen.agent.get('/api/projects').expect(200)).body;
    expect(forHelen[0]).toMatchObject({ id: ids.middle, otherParty: { role: 'charity', name: 'Riverside Food Bank' }, unreadMessages: 2 });
    const forRiverside = (await riverside.agent.get('/api/projects').expect(200)).body.find((p: { id: number }) => p.id === ids.middle);
    expect(forRiverside.unreadMessages).toBe(0);
    await helen.agent.get(`/api/projects/${ids.middle}/messages`).expect(200);
    expect((await helen.agent.get('/api/projects').expect(200)).body[0].unreadMessages).toBe(0);
  });

  it('needs at most three SQL statements, session included', async () => {
    const forCharity = await countStatements(t, () => riverside.agent.get('/api/projects').expect(200));
    expect(forCharity.length).toBeGreaterThan(0); // the counter sees the session lookup at least
    expect(forCharity.length).toBeLessThanOrEqual(3);
    const forConsultant = await countStatements(t, () => tom.agent.get('/api/projects').expect(200));
    expect(forConsultant.length).toBeLessThanOrEqual(3);
  });
});
