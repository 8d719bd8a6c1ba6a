import type TestAgent from 'supertest/lib/agent';

import { OutcomesReport } from '../../src/contracts';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { NeedEntity } from '../../src/modules/matching/infrastructure/need.entity';
import { OutcomeEventsService } from '../../src/modules/outcomes';
import { ProjectHistoryEntity } from '../../src/modules/projects/infrastructure/project-history.entity';
import { countStatements, OWN_PASSWORD, preListedConsultantSignedIn, registeredCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { Seeded, seedConsultant } from '../support/directory-seed';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { introductionRequest } from '../matching/matching-support';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** Phase A happens here, 40 days before the report; phase B at T1 and in the 30 days before it. */
const T0 = new Date('2026-05-20T12:00:00.000Z');
const T1 = new Date(T0.getTime() + 40 * DAY);
const at = (offsetMs: number) => new Date(T1.getTime() + offsetMs);

let sourceCounter = 9000;

/** Issue 18: the funnel's recording (no personal data), the admins' report and a consultant's own figures. */
describe('outcomes', () => {
  let t: TestApp;
  let admin: TestAgent;
  let tom: SignedInConsultant; // governance, strategy
  let ben: Seeded; // finance
  let recorder: OutcomeEventsService;

  const view = (id: number, userAgent: string) => t.http().get(`/api/consultants/${id}`).set('User-Agent', userAgent).expect(200);

  async function insertNeed(values: { createdAt: Date; expertise: string[]; sizeBand: 'small' | 'medium' | null; shortlistedAfter?: number; acceptedAfter?: number }): Promise<void> {
    sourceCounter += 1;
    await t.dataSource.manager.insert(NeedEntity, {
      kind: 'get_matched',
      sourceId: sourceCounter,
      organisation: 'Seeded Trust',
      expertise: values.expertise,
      expertiseMask: 0,
      sizeBand: values.sizeBand,
      description: 'Seeded need for the outcomes report.',
      state: values.acceptedAfter ? 'accepted' : 'open',
      stateChangedAt: values.createdAt,
      firstShortlistedAt: values.shortlistedAfter ? new Date(values.createdAt.getTime() + values.shortlistedAfter) : null,
      acceptedAt: values.acceptedAfter ? new Date(values.createdAt.getTime() + values.acceptedAfter) : null,
      createdAt: values.createdAt,
    });
  }

  const moveProject = (projectId: number, toStatus: 'in_progress' | 'completed', createdAt: Date) =>
    t.dataSource.manager.insert(ProjectHistoryEntity, { projectId, event: 'status_changed', fromStatus: null, toStatus, createdAt });

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    t.clock.freeze(T0);
    admin = await signInAsAdmin(t);
    tom = await preListedConsultantSignedIn(t);
    ben = await seedConsultant(t, { first: 'Ben', surname: 'Okoro', expertise: ['finance'] });
    recorder = t.app.get(OutcomeEventsService);
    const riverside = await registeredCharity(t);
    const hillside = await registeredCharity(t);

    // Phase A (T0, 40 days before the report): each kind of fact once, all outside a 30-day window.
    await t.http().get('/api/consultants').expect(200);
    await view(tom.consultantId, 'Old Browser');
    await recorder.recordReviewPublished({ projectId: 1, consultantId: tom.consultantId, score: 1 });
    await insertNeed({ createdAt: T0, expertise: ['finance'], sizeBand: 'small', shortlistedAfter: HOUR, acceptedAfter: HOUR });
    const oldProject = await insertProject(t, { charityId: hillside.charityId, createdAt: T0 });
    await moveProject(oldProject, 'completed', T0);

    t.clock.freeze(T1);
    // Phase B. Searches: three first pages (a second page is the same search).
    await t.http().get('/api/consultants').expect(200);
    await t.http().get('/api/consultants').query({ search: 'governance' }).expect(200);
    await t.http().get('/api/consultants').query({ expertise: 'finance' }).expect(200);
    await t.http().get('/api/consultants').query({ page: 2, pageSize: 1 }).expect(200);
    // Profile views: Tom by two browsers (one of them twice), Ben by one; an unknown id counts nothing.
    await view(tom.consultantId, 'Browser X');
    await view(tom.consultantId, 'Browser X');
    await view(tom.consultantId, 'Browser Y');
    await view(ben.id, 'Browser X');
    await t.http().get('/api/consultants/999999').expect(404);
    // Two introduction requests naming Tom (who confirms his availability first, D15); each is also a need (governance, no size band).
    await t.dataSource.manager.update(ConsultantEntity, { id: tom.consultantId }, { availability: true, availabilityConfirmedAt: T1, availableNow: true });
    await introductionRequest(t, { consultantId: tom.consultantId });
    await introductionRequest(t, { consultantId: tom.consultantId });
    // Four more needs with known times.
    await insertNeed({ createdAt: at(-10 * DAY), expertise: ['finance'], sizeBand: 'small', shortlistedAfter: 2 * HOUR, acceptedAfter: 10 * HOUR });
    await insertNeed({ createdAt: at(-5 * DAY), expertise: ['finance', 'strategy'], sizeBand: 'medium', shortlistedAfter: HOUR, acceptedAfter: 30 * HOUR });
    await insertNeed({ createdAt: at(-3 * DAY), expertise: ['strategy'], sizeBand: 'small', shortlistedAfter: 5 * HOUR });
    await insertNeed({ createdAt: at(-1 * DAY), expertise: [], sizeBand: null });
    // Projects: Riverside asks twice, Hillside once (plus its old one of phase A).
    const p1 = await insertProject(t, { charityId: riverside.charityId, createdAt: at(-20 * DAY) });
    const p2 = await insertProject(t, { charityId: riverside.charityId, createdAt: at(-2 * DAY) });
    const p3 = await insertProject(t, { charityId: hillside.charityId, createdAt: at(-15 * DAY) });
    await moveProject(p1, 'in_progress', at(-18 * DAY));
    await moveProject(p1, 'completed', at(-8 * DAY));
    await moveProject(p3, 'in_progress', at(-14 * DAY));
    await moveProject(p3, 'completed', at(-13 * DAY));
    await moveProject(p2, 'in_progress', at(-1 * DAY));
    // Reviews, as the reviews module will record them on publication.
    await recorder.recordReviewPublished({ projectId: p1, consultantId: tom.consultantId, score: 5 });
    await recorder.recordReviewPublished({ projectId: p2, consultantId: tom.consultantId, score: 4 });
    await recorder.recordReviewPublished({ projectId: p3, consultantId: ben.id, score: 13 / 3 });
    admin = await signInAsAdmin(t); // the phase-A session has expired
  });
  afterAll(async () => {
    await t.close();
  });

  it('reports the seeded period exactly, in at most five statements besides the session', async () => {
    let report!: OutcomesReport;
    const statements = await countStatements(t, async () => {
      report = (await admin.get('/api/admin/outcomes').query({ days: 30 }).expect(200)).body;
    });
    // Besides the session, and the write of the searches this instance still held (issue 22: they are batched).
    expect(statements.filter((sql) => !/session|INSERT INTO outcome_events/i.test(sql)).length).toBeLessThanOrEqual(5);
    expect(report.days).toBe(30);
    expect(report.since).toBe(at(-30 * DAY).toISOString());
    // Counted by hand from phase B above.
    const counts = { searches: 3, profileViews: 3, introductionRequests: 2, needs: 6, shortlists: 3, acceptedMatches: 2, projectsStarted: 3, projectsCompleted: 2, reviewed: 3 };
    expect(Object.fromEntries(report.funnel.map((step) => [step.step, step.count]))).toEqual(counts);
    // Each conversion is count / previous count: 3/3, 2/3, 6/2, 3/6, 2/3, 3/2, 2/3, 3/2.
    expect(report.funnel.map((step) => step.conversion)).toEqual([null, 1, 0.67, 3, 0.5, 0.67, 1.5, 0.67, 1.5]);
    expect(report.funnel[0].label).toBe('Directory searches');
    // Accepted after 10 h and 30 h: the median of two is the lower (nearest rank), the 90th the higher.
    expect(report.timeToMatch).toEqual({ count: 2, medianHours: 10, p90Hours: 30 });
    // p3: requested 15 days before T1, completed 13 days before (48 h); p1: 20 → 8 days before (288 h).
    expect(report.timeToCompletion).toEqual({ count: 2, medianHours: 48, p90Hours: 288 });
    expect(report.fillRateByExpertise).toEqual([
      { key: 'finance', needs: 2, accepted: 2, rate: 1 },
      { key: 'governance', needs: 2, accepted: 0, rate: 0 },
      { key: 'strategy', needs: 2, accepted: 1, rate: 0.5 },
      { key: 'unspecified', needs: 1, accepted: 0, rate: 0 },
    ]);
    expect(report.fillRateBySizeBand).toEqual([
      { key: 'medium', needs: 1, accepted: 1, rate: 1 },
      { key: 'small', needs: 2, accepted: 1, rate: 0.5 },
      { key: 'unknown', needs: 3, accepted: 0, rate: 0 },
    ]);
    // Tom (governance, strategy): 5 and 4 → 4.5; Ben (finance): 13/3 → 4.3.
    expect(report.ratingByExpertise).toEqual([
      { key: 'finance', reviews: 1, average: 4.3 },
      { key: 'governance', reviews: 2, average: 4.5 },
      { key: 'strategy', reviews: 2, average: 4.5 },
    ]);
    expect(report.repeatCharities).toEqual({ charities: 2, repeat: 1, share: 0.5 });
  });

  it('takes in the older facts over a longer period, 90 days by default', async () => {
    const report: OutcomesReport = (await admin.get('/api/admin/outcomes').expect(200)).body;
    expect(report.days).toBe(90);
    const count = (step: string) => report.funnel.find((row) => row.step === step)?.count;
    expect([count('searches'), count('profileViews'), count('needs'), count('acceptedMatches'), count('projectsCompleted'), count('reviewed')]).toEqual([4, 4, 7, 3, 3, 4]);
    expect(report.repeatCharities).toEqual({ charities: 2, repeat: 2, share: 1 });
  });

  it('refuses a period out of bounds or an unknown format with a clear 400', async () => {
    for (const days of ['0', '731', 'abc', '1.5', '-3']) {
      const res = await admin.get('/api/admin/outcomes').query({ days }).expect(400);
      expect(res.body.message).toBe('Days must be a whole number from 1 to 730');
    }
    expect((await admin.get('/api/admin/outcomes').query({ format: 'xml' }).expect(400)).body.message).toBe("Format must be 'json' or 'csv'");
    await admin.get('/api/admin/outcomes').query({ days: 730 }).expect(200);
  });

  it('exports the report as CSV', async () => {
    const res = await admin.get('/api/admin/outcomes').query({ days: 30, format: 'csv' }).expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="outcomes-\d{4}-\d{2}-\d{2}\.csv"/);
    const lines = res.text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('Section,Key,Label,Count,Out of,Rate,Average rating,Median hours,90th percentile hours');
    expect(lines).toContain('Funnel,searches,Directory searches,3,,,,,');
    expect(lines).toContain('Funnel,needs,Needs received,6,,3,,,');
    expect(lines).toContain('Time,timeToCompletion,Time to completion,2,,,,48,288');
    expect(lines).toContain('Fill rate by expertise,strategy,Strategic Planning,1,2,0.5,,,');
    expect(lines).toContain('Rating by expertise,finance,Finance & Accounting,1,,,4.3,,');
    expect(lines).toContain('Repeat charities,repeat,Charities with two or more projects,1,2,0.5,,,');
  });

  it('stores searches and views without any personal data', async () => {
    const rows: Array<Record<string, unknown>> = await t.dataSource.query('SELECT * FROM outcome_events');
    expect(Object.keys(rows[0]).sort()).toEqual(['consultantId', 'id', 'kind', 'occurredAt', 'projectId', 'score', 'viewerKey']);
    const stored = JSON.stringify(rows);
    expect(stored).not.toMatch(/127\.0\.0\.1|::1|Browser X|Browser Y|@|governance/);
    const searches = rows.filter((row) => row.kind === 'directory_search');
    expect(searches.every((row) => row.consultantId === null && row.viewerKey === null)).toBe(true);
    const views = rows.filter((row) => row.kind === 'profile_view');
    expect(views.every((row) => /^[0-9a-f]{64}$/.test(String(row.viewerKey)))).toBe(true);
  });

  it('counts a profile view once per visitor and day, and forgets the day salt once the day is over', async () => {
    const viewsOf = async (consultantId: number) => Number((await t.dataSource.query("SELECT COUNT(*) AS total FROM outcome_events WHERE kind = 'profile_view' AND consultantId = ?", [consultantId]))[0].total);
    const before = await viewsOf(ben.id);
    await view(ben.id, 'Browser X'); // already counted today
    expect(await viewsOf(ben.id)).toBe(before);
    await view(ben.id, 'Browser Z');
    expect(await viewsOf(ben.id)).toBe(before + 1);
    t.clock.freeze(at(DAY));
    await view(ben.id, 'Browser X'); // a new day: counted again
    expect(await viewsOf(ben.id)).toBe(before + 2);
    const salts: Array<{ day: string }> = await t.dataSource.query('SELECT day FROM outcome_daily_salts');
    expect(salts.map((row) => row.day)).toEqual([at(DAY).toISOString().slice(0, 10)]);
  });

  it("shows a consultant their own views and introduction requests per month, and nobody else's", async () => {
    // The clock has moved on a day since the sign-in: sign in again.
    const agent = t.agent();
    await agent.post('/api/auth/login').send({ username: tom.username, password: OWN_PASSWORD }).expect(200);
    const res = await agent.get('/api/outcomes/mine').expect(200);
    const months = res.body.months as Array<{ month: string; profileViews: number; introductionRequests: number }>;
    expect(months).toHaveLength(12);
    expect(months[11].month).toBe('2026-06');
    expect(months[0].month).toBe('2025-07');
    // June: Browser X and Browser Y; May: the old browser of phase A. Ben's views are not Tom's.
    expect(months[11]).toEqual({ month: '2026-06', profileViews: 2, introductionRequests: 2 });
    expect(months[10]).toEqual({ month: '2026-05', profileViews: 1, introductionRequests: 0 });
    expect(months.slice(0, 10).every((month) => month.profileViews === 0 && month.introductionRequests === 0)).toBe(true);
    await (await signInAsAdmin(t)).get('/api/outcomes/mine').expect(403);
  });
});
