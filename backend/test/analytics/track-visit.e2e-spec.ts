import { VISIT_MESSAGES as M } from '../../src/contracts';
import { PageVisitEntity } from '../../src/modules/analytics/infrastructure/page-visit.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { countStatements } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_MANY = { statusCode: 429, message: 'Too many requests. Please wait a moment and try again.' };
const DAY_MS = 24 * 60 * 60_000;
const VISITOR = '0b7d7f3e-3f0c-4a4e-9d7a-2f1f8f3c9a11';

describe('POST /api/track-visit (issue 8, spec 000 §7, D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', TRUST_PROXY: '1' });
  });
  afterAll(() => t.close());

  const visits = () => t.dataSource.getRepository(PageVisitEntity);

  it('stores the path (never the query), visitor id, client IP (through the trusted proxy) and user agent', async () => {
    const res = await t
      .http()
      .post('/api/track-visit')
      .set('X-Forwarded-For', '198.51.100.77')
      .set('User-Agent', 'Mozilla/5.0 (test)')
      .send({ page: '/reset-password?token=secret&email=a%40b.org#x', visitorId: VISITOR })
      .expect(201);
    expect(res.body).toEqual({ recorded: true });
    const [row] = await visits().find({ where: { visitorId: VISITOR } });
    expect(row).toMatchObject({ page: '/reset-password', ipAddress: '198.51.100.77', userAgent: 'Mozilla/5.0 (test)' });
  });

  it('truncates a long user agent to the column', async () => {
    await t.http().post('/api/track-visit').set('User-Agent', 'x'.repeat(2000)).send({ page: '/about', visitorId: 'long-agent' }).expect(201);
    const row = await visits().findOneByOrFail({ visitorId: 'long-agent' });
    expect(row.userAgent).toHaveLength(500);
  });

  it.each([
    [{ visitorId: VISITOR }, 'page', M.page],
    [{ page: 'about', visitorId: VISITOR }, 'page', M.page],
    [{ page: 'https://elsewhere.example/', visitorId: VISITOR }, 'page', M.page],
    [{ page: `/${'a'.repeat(500)}`, visitorId: VISITOR }, 'page', M.page],
    [{ page: '/' }, 'visitorId', M.visitorId],
    [{ page: '/', visitorId: '' }, 'visitorId', M.visitorId],
    [{ page: '/', visitorId: 'has spaces' }, 'visitorId', M.visitorId],
    [{ page: '/', visitorId: 'x'.repeat(101) }, 'visitorId', M.visitorId],
  ])('case %# answers 400 and stores nothing', async (body, field, message) => {
    const before = await visits().count();
    const res = await t.http().post('/api/track-visit').send(body).expect(400);
    expect(res.body.errors[field]).toBe(message);
    expect(await visits().count()).toBe(before);
  });

  it('refuses a body that is not JSON (415)', async () => {
    await t.http().post('/api/track-visit').set('Content-Type', 'text/plain').send('page=/').expect(415);
  });
});

describe('track-visit rate limit: six times FORM_RATE_LIMIT (D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1' });
  });
  afterAll(() => t.close());

  it('allows 6 visits a minute per IP, then 429 with Retry-After', async () => {
    t.clock.advance(60_000 - (t.clock.now().getTime() % 60_000) + 50);
    for (let n = 0; n < 6; n++) await t.http().post('/api/track-visit').send({ page: `/p${n}`, visitorId: 'limited' }).expect(201);
    const refused = await t.http().post('/api/track-visit').send({ page: '/p7', visitorId: 'limited' }).expect(429);
    expect(refused.body).toEqual(TOO_MANY);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(await t.dataSource.getRepository(PageVisitEntity).countBy({ visitorId: 'limited' })).toBe(6);
    // The form bucket is separate: one form submission is still allowed.
    await t.http().post('/api/get-matched').send({ fullName: 'Sam', organisationName: 'Hope', email: 'sam@charity.example', supportNeeded: 'Some help with our budget.' }).expect(201);
  });
});

describe('Visit retention and GET /api/admin/analytics (D11)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const insertVisit = (visitorId: string, createdAt: Date) =>
    t.dataSource.getRepository(PageVisitEntity).insert({ page: '/', visitorId, ipAddress: null, userAgent: null, createdAt });

  it('counts all-time visits and distinct visitors, and the last 30 UTC days with zeros, in at most 3 statements', async () => {
    const now = t.clock.now();
    const todayNoon = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 0, 30));
    await insertVisit('a', todayNoon);
    await insertVisit('a', todayNoon);
    await insertVisit('b', todayNoon);
    await insertVisit('a', new Date(todayNoon.getTime() - DAY_MS));
    await insertVisit('c', new Date(todayNoon.getTime() - 40 * DAY_MS));

    const admin = await signInAsAdmin(t);
    let body: { data: { totalVisits: number; uniqueVisitors: number; perDay: Array<{ date: string; visits: number; uniqueVisitors: number }> } } | undefined;
    const statements = await countStatements(t, async () => {
      body = (await admin.get('/api/admin/analytics').expect(200)).body;
    });
    expect(statements.filter((sql) => sql.includes('page_visits')).length).toBeLessThanOrEqual(3);
    const { data } = body!;
    expect(data.totalVisits).toBe(5);
    expect(data.uniqueVisitors).toBe(3);
    expect(data.perDay).toHaveLength(30);
    const today = todayNoon.toISOString().slice(0, 10);
    const yesterday = new Date(todayNoon.getTime() - DAY_MS).toISOString().slice(0, 10);
    expect(data.perDay[29]).toEqual({ date: today, visits: 3, uniqueVisitors: 2 });
    expect(data.perDay[28]).toEqual({ date: yesterday, visits: 1, uniqueVisitors: 1 });
    expect(data.perDay.slice(0, 28).every((day) => day.visits === 0 && day.uniqueVisitors === 0)).toBe(true);
  });

  it('is for admins only', async () => {
    await t.http().get('/api/admin/analytics').expect(401);
  });

  it('the daily retention job deletes visits older than 13 months and keeps the rest', async () => {
    const now = t.clock.now();
    await insertVisit('ancient', new Date(now.getTime() - 400 * DAY_MS));
    await insertVisit('recent', new Date(now.getTime() - 390 * DAY_MS));
    const job = t.app.get(JobsScheduler).jobs().find((candidate) => candidate.name === 'visit-retention')!;
    expect(job.everyMs).toBe(DAY_MS);
    const repo = t.dataSource.getRepository(PageVisitEntity);

    await job.run();
    expect(await repo.countBy({ visitorId: 'ancient' })).toBe(0);
    expect(await repo.countBy({ visitorId: 'recent' })).toBe(1);

    // A month later the 390-day-old visit has passed 13 months too.
    t.clock.advance(31 * DAY_MS);
    expect(await job.run()).toEqual({ pageVisits: expect.any(Number) });
    expect(await repo.countBy({ visitorId: 'recent' })).toBe(0);
    expect(await repo.countBy({ visitorId: 'a' })).toBeGreaterThan(0);
  });
});
