import type TestAgent from 'supertest/lib/agent';

import { MATCH_FACTOR_KEYS, MatchCandidatesView } from '../../src/contracts';
import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { countStatements, preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { Seeded, seedConsultant } from '../support/directory-seed';
import { signInAsAdmin } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';
import { TEST_ORIGIN } from '../support/test-config';
import { projectRequest } from '../projects/project-team';
import { deliver, getMatched, introductionRequest, needOf, shortlistToken } from './matching-support';

const HOUR = 3_600_000;
const TEAM = 'team@provider.example';

/** Issue 17 / D17: needs from three doors, the explained ranking, shortlist → choose → answer. */
describe('matching', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  let admin: TestAgent;
  let charity: SignedInCharity;
  let charityEmail: string;
  let tom: SignedInConsultant;
  let tomEmail: string;
  const seeded: Record<string, Seeded> = {};

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url, FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000', ADMIN_NOTIFY_EMAIL: TEAM });
    admin = await signInAsAdmin(t);
    charity = await registeredCharity(t);
    charityEmail = (await charity.agent.get('/api/auth/user').expect(200)).body.email;
    // Pre-listed: governance and strategy, 22 years, available now.
    tom = await preListedConsultantSignedIn(t);
    tomEmail = (await tom.agent.get('/api/auth/user').expect(200)).body.email;
    // A completed project for a small charity in the same cause: track record and similar charities.
    await insertProject(t, { charityId: charity.charityId, consultantId: tom.consultantId, status: 'completed', expertiseRequired: ['governance'] });
    seeded.asha = await seedConsultant(t, { first: 'Asha', surname: 'Patel', expertise: ['governance', 'strategy'] });
    seeded.ben = await seedConsultant(t, { first: 'Ben', surname: 'Okoro', expertise: ['finance'] });
    seeded.cara = await seedConsultant(t, { first: 'Cara', surname: 'Singh', expertise: ['governance'], available: false });
    seeded.dev = await seedConsultant(t, { first: 'Dev', surname: 'Rao', expertise: ['governance'], approved: false });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  async function projectNeed(): Promise<{ projectId: number; needId: number }> {
    const res = await charity.agent.post('/api/projects').send(projectRequest({ expertiseRequired: ['governance', 'strategy'] })).expect(201);
    return { projectId: res.body.id, needId: (await needOf(admin, 'project', res.body.id)).id };
  }

  const detail = async (needId: number) => (await admin.get(`/api/admin/needs/${needId}`).expect(200)).body;
  /** The bell's newest notification of a kind (issue 16's centre; issue 17's match events). */
  const notified = async (agent: TestAgent, kind: string): Promise<{ title: string; link: string } | undefined> =>
    (await agent.get('/api/notifications').expect(200)).body.data.find((n: { kind: string }) => n.kind === kind);

  it('opens a need at each of the three doors, with its first move on record', async () => {
    const project = await projectNeed();
    const intro = await introductionRequest(t);
    const enquiry = await getMatched(t);
    const introNeed = await needOf(admin, 'introduction', intro.id);
    const enquiryNeed = await needOf(admin, 'get_matched', enquiry.id);
    for (const id of [project.needId, introNeed.id, enquiryNeed.id]) {
      const need = await detail(id);
      expect(need.state).toBe('open');
      expect(need.history).toEqual([expect.objectContaining({ fromState: null, toState: 'open' })]);
      expect(JSON.stringify(need)).not.toMatch(/@/); // no e-mail in a need's view
    }
    expect(await detail(project.needId)).toMatchObject({ kind: 'project', expertise: ['governance', 'strategy'], sizeBand: 'small', cause: 'Poverty relief', organisation: 'Riverside Food Bank' });
    expect(await detail(introNeed.id)).toMatchObject({ kind: 'introduction', expertise: ['governance'], contactFirstName: 'Sam' });
    const open = await admin.get('/api/admin/needs').query({ state: 'open' }).expect(200);
    expect(open.body.total).toBeGreaterThanOrEqual(3);
    const csv = await admin.get('/api/admin/needs').query({ format: 'csv' }).expect(200);
    // The other screens open the need of their row by its source.
    const bySource = await admin.get('/api/admin/needs').query({ kind: 'introduction', sourceId: intro.id }).expect(200);
    expect(bySource.body).toMatchObject({ total: 1, data: [expect.objectContaining({ id: introNeed.id })] });
    expect((await admin.get('/api/admin/needs').query({ kind: 'project', sourceId: intro.id }).expect(200)).body.total).toBe(0);
    await admin.get('/api/admin/needs').query({ kind: 'door' }).expect(400);
    await admin.get('/api/admin/needs').query({ sourceId: 'x' }).expect(400);
    expect((await detail(project.needId)).canShortlist).toBe(true);
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
  });

  it('ranks approved consultants by named factors, lists the unavailable apart, in at most four statements', async () => {
    const { needId } = await projectNeed();
    let res!: { body: MatchCandidatesView };
    const statements = await countStatements(t, async () => {
      res = await admin.get(`/api/admin/needs/${needId}/candidates`).expect(200);
    });
    expect(statements.length).toBeLessThanOrEqual(4);
    const ids = res.body.data.map((c) => c.consultantId);
    expect(ids.slice(0, 2)).toEqual([tom.consultantId, seeded.asha.id]);
    expect(ids).not.toContain(seeded.ben.id); // no expertise in common
    expect(ids).not.toContain(seeded.dev.id); // not approved
    expect(res.body.data[1].expertise).toEqual(['governance', 'strategy']); // the screen's expertise filter
    for (const candidate of res.body.data) {
      expect(candidate.factors.map((f) => f.key)).toEqual([...MATCH_FACTOR_KEYS]);
      expect(candidate.score).toBe(candidate.factors.reduce((sum, f) => sum + f.points, 0));
      for (const factor of candidate.factors) expect(factor.reason).toMatch(/\.$/);
    }
    const first = res.body.data[0].factors;
    expect(first.find((f) => f.key === 'track_record')).toEqual({ key: 'track_record', points: 2, reason: 'Completed 1 project through us.' });
    expect(first.find((f) => f.key === 'similar_charities')?.reason).toBe('Completed 1 project with charities of your size and 1 project in your cause.');
    expect(res.body.excluded).toEqual([expect.objectContaining({ consultantId: seeded.cara.id, reasonKey: 'unavailable', reason: expect.stringMatching(/Not available/) })]);
    await admin.get('/api/admin/needs/999999/candidates').expect(404);
  });

  it('refuses a shortlist of 0 or 4, a duplicate, an unavailable or unapproved consultant; unknown need 404', async () => {
    const { needId } = await projectNeed();
    const post = (candidates: unknown[]) => admin.post(`/api/admin/needs/${needId}/shortlist`).send({ candidates });
    expect((await post([]).expect(400)).body.message).toBe('Choose between 1 and 3 consultants');
    await post([1, 2, 3, 4].map((consultantId) => ({ consultantId }))).expect(400);
    await post([{ consultantId: tom.consultantId }, { consultantId: tom.consultantId }]).expect(400);
    expect((await post([{ consultantId: seeded.cara.id }]).expect(400)).body.message).toBe('This consultant is not approved or not available now');
    await post([{ consultantId: seeded.dev.id }]).expect(400);
    await admin.post('/api/admin/needs/999999/shortlist').send({ candidates: [{ consultantId: tom.consultantId }] }).expect(404);
    expect((await detail(needId)).state).toBe('open');
  });

  it('lets one of two admins shortlisting one need at once win; the other gets 409', async () => {
    const { needId } = await projectNeed();
    const other = await signInAsAdmin(t);
    const body = { candidates: [{ consultantId: seeded.asha.id }] };
    const results = await Promise.all([admin.post(`/api/admin/needs/${needId}/shortlist`).send(body), other.post(`/api/admin/needs/${needId}/shortlist`).send(body)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    expect((await detail(needId)).history.filter((m: { toState: string }) => m.toState === 'shortlisted')).toHaveLength(1);
  });

  it('project need: shortlist → the charity chooses from the mailed link → the consultant accepts and is assigned (D8)', async () => {
    const { projectId, needId } = await projectNeed();
    const shortlisted = await admin
      .post(`/api/admin/needs/${needId}/shortlist`)
      .send({ candidates: [{ consultantId: tom.consultantId, note: 'Chaired two boards like yours.' }, { consultantId: seeded.asha.id }] })
      .expect(201);
    expect(shortlisted.body.state).toBe('shortlisted');
    await deliver(t);
    const token = shortlistToken(smtp, charityEmail);
    // The mailed link is always APP_BASE_URL/matches/{token}.
    const mailed = smtp.to(charityEmail).filter((m) => /shortlist/.test(m.subject)).at(-1)!;
    expect(mailed.text).toContain(`${TEST_ORIGIN}/matches/${token}`);

    // Opening the link (anonymous, like a mail scanner) shows public cards and changes nothing.
    const page = await t.http().get(`/api/matches/${token}`).expect(200);
    expect(page.body).toMatchObject({ needState: 'shortlisted', open: true });
    expect(page.body.candidates.map((c: { firstName: string }) => c.firstName)).toEqual(['Helen', 'Asha']);
    expect(page.body.candidates[0].note).toBe('Chaired two boards like yours.');
    expect(page.body.candidates[0].reasons.length).toBeGreaterThan(0);
    expect(JSON.stringify(page.body)).not.toMatch(/@|Patel|Marsh|07700/);
    expect((await detail(needId)).state).toBe('shortlisted');

    // The signed-in charity sees it too, and its bell says so with a link that needs no token.
    const mine = await charity.agent.get('/api/matches').expect(200);
    expect(mine.body.map((s: { shortlistId: number }) => s.shortlistId)).toContain(page.body.shortlistId);
    expect(await notified(charity.agent, 'matchShortlistReady')).toMatchObject({ link: `/matches/${page.body.shortlistId}`, title: expect.stringMatching(/2 consultants to choose from/) });
    expect(await notified(tom.agent, 'matchRequestedForYou')).toBeUndefined(); // shortlisted, not yet chosen

    await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: seeded.ben.id }).expect(400);
    const chosen = await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: tom.consultantId }).expect(200);
    expect(chosen.body).toMatchObject({ needState: 'chosen', open: false, chosenConsultantId: tom.consultantId });
    await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: seeded.asha.id }).expect(409);
    await t.http().post(`/api/matches/${token}/decline`).send({ reason: 'none_suitable' }).expect(409);

    const requests = await tom.agent.get('/api/match-requests').expect(200);
    const request = requests.body.find((r: { state: string; organisation: string }) => r.state === 'chosen');
    expect(request).toMatchObject({ organisation: 'Riverside Food Bank', contactFirstName: 'Priya', expertise: ['governance', 'strategy'] });
    expect(JSON.stringify(requests.body)).not.toMatch(/@/);
    await deliver(t);
    expect(smtp.to(tomEmail).some((m) => /would like to work with you/.test(m.subject))).toBe(true);
    expect(await notified(tom.agent, 'matchRequestedForYou')).toMatchObject({ title: expect.stringMatching(/^Riverside Food Bank would like to work with you on Governance, Strategic Planning: please answer within 48 hours$/) });

    await tom.agent.post(`/api/match-requests/${request.id}/accept`).expect(200);
    expect((await notified(charity.agent, 'matchAccepted'))?.title).toMatch(/^Helen accepted your request/);
    await tom.agent.post(`/api/match-requests/${request.id}/accept`).expect(409);
    await tom.agent.post(`/api/match-requests/${request.id}/decline`).send({ reason: 'timing' }).expect(409);
    const project = await t.dataSource.getRepository(ProjectEntity).findOneByOrFail({ id: projectId });
    expect(project).toMatchObject({ status: 'in_progress', consultantId: tom.consultantId });
    const after = await detail(needId);
    expect(after.state).toBe('assigned');
    expect(after.history.map((m: { toState: string }) => m.toState)).toEqual(['open', 'shortlisted', 'chosen', 'accepted', 'assigned']);
    // Every move, the opening included, is also an audit row, in the same order.
    const audited = await t.dataSource.getRepository(AuditLogEntity).find({ where: { action: 'need_moved', subjectType: 'need', subjectId: needId }, order: { id: 'ASC' } });
    expect(audited.map((row) => JSON.parse(row.details ?? '{}').to)).toEqual(['open', 'shortlisted', 'chosen', 'accepted', 'assigned']);
    // Issue 16 "Words, not keys": the admin's screen reads who moved it by name and each answer in words.
    const adminName = (await admin.get('/api/auth/user').expect(200)).body.name;
    expect(after.history.find((m: { toState: string }) => m.toState === 'shortlisted')).toMatchObject({ actorName: adminName, reason: null, reasonLabel: null });
    expect(after.shortlist).toEqual([
      expect.objectContaining({ consultantId: tom.consultantId, state: 'accepted', stateLabel: 'Accepted' }),
      expect.objectContaining({ consultantId: seeded.asha.id, state: 'not_chosen', stateLabel: 'Not chosen' }),
    ]);
    await admin.post(`/api/admin/needs/${needId}/shortlist`).send({ candidates: [{ consultantId: seeded.asha.id }] }).expect(409);
  });

  it('anonymous introduction need: contact details are mailed only after the consultant accepts', async () => {
    const intro = await introductionRequest(t);
    const need = await needOf(admin, 'introduction', intro.id);
    await admin.post(`/api/admin/needs/${need.id}/shortlist`).send({ candidates: [{ consultantId: tom.consultantId }] }).expect(201);
    await deliver(t);
    const token = shortlistToken(smtp, intro.email);
    await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: tom.consultantId }).expect(200);
    await deliver(t);
    expect(smtp.to(intro.email).some((m) => m.text.includes(tomEmail))).toBe(false);
    expect(smtp.to(tomEmail).some((m) => m.text.includes(intro.email))).toBe(false);

    const request = (await tom.agent.get('/api/match-requests').expect(200)).body.find((r: { state: string }) => r.state === 'chosen');
    // Another consultant cannot see, accept or decline it: 404, never 403 (D1).
    const other = await preListedConsultantSignedIn(t);
    expect((await other.agent.get('/api/match-requests').expect(200)).body).toEqual([]);
    await other.agent.post(`/api/match-requests/${request.id}/accept`).expect(404);
    await other.agent.post(`/api/match-requests/${request.id}/decline`).send({ reason: 'timing' }).expect(404);
    await tom.agent.post(`/api/match-requests/${request.id}/accept`).expect(200);
    await deliver(t);
    expect(smtp.to(intro.email).find((m) => /meet/.test(m.subject))?.text).toContain(tomEmail);
    expect(smtp.to(tomEmail).find((m) => /meet Sam Lee/.test(m.subject))?.text).toContain(intro.email);
    expect((await detail(need.id)).state).toBe('introduced');
    // The older introduction-request API says the same.
    const legacy = await admin.get('/api/admin/introduction-requests').query({ pageSize: 200 }).expect(200);
    expect(legacy.body.data.find((r: { id: number }) => r.id === intro.id).status).toBe('introduced');
  });

  it('keeps an introduction request and its need in step both ways', async () => {
    const legacyStatus = async (id: number) => (await admin.get('/api/admin/introduction-requests').query({ pageSize: 200 }).expect(200)).body.data.find((r: { id: number }) => r.id === id).status;
    // Need → request: a shortlist means the team is in contact.
    const first = await introductionRequest(t);
    const firstNeed = await needOf(admin, 'introduction', first.id);
    await admin.post(`/api/admin/needs/${firstNeed.id}/shortlist`).send({ candidates: [{ consultantId: seeded.asha.id }] }).expect(201);
    expect(await legacyStatus(first.id)).toBe('contacted');
    // Request → need: marking it introduced by hand closes the need, with a row saying so.
    await admin.patch(`/api/admin/introduction-requests/${first.id}`).send({ status: 'introduced' }).expect(200);
    const closed = await detail(firstNeed.id);
    expect(closed.state).toBe('introduced');
    expect(closed.canShortlist).toBe(false);
    expect(closed.history.at(-1)).toMatchObject({ fromState: 'shortlisted', toState: 'introduced', note: 'Matched outside the shortlist' });
    await admin.post(`/api/admin/needs/${firstNeed.id}/shortlist`).send({ candidates: [{ consultantId: seeded.asha.id }] }).expect(409);
    // Request → need before any shortlist: contacted changes nothing the need tracks, introduced closes it.
    const second = await introductionRequest(t);
    await admin.patch(`/api/admin/introduction-requests/${second.id}`).send({ status: 'contacted' }).expect(200);
    expect((await needOf(admin, 'introduction', second.id)).state).toBe('open');
    await admin.patch(`/api/admin/introduction-requests/${second.id}`).send({ status: 'introduced' }).expect(200);
    expect((await needOf(admin, 'introduction', second.id)).state).toBe('introduced');
  });

  it("the older introduction-request API's decline withdraws the need", async () => {
    const intro = await introductionRequest(t);
    await admin.patch(`/api/admin/introduction-requests/${intro.id}`).send({ status: 'declined', declineReason: 'duplicate' }).expect(200);
    const need = await needOf(admin, 'introduction', intro.id);
    expect(need.state).toBe('withdrawn');
  });

  it('decline returns the need to the admins, who are told; the decliner is then listed apart', async () => {
    const enquiry = await getMatched(t);
    const need = await needOf(admin, 'get_matched', enquiry.id);
    await admin.post(`/api/admin/needs/${need.id}/shortlist`).send({ candidates: [{ consultantId: tom.consultantId }] }).expect(201);
    await deliver(t);
    const token = shortlistToken(smtp, enquiry.email);
    await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: tom.consultantId }).expect(200);
    const request = (await tom.agent.get('/api/match-requests').expect(200)).body.find((r: { state: string }) => r.state === 'chosen');
    expect((await tom.agent.post(`/api/match-requests/${request.id}/decline`).send({ reason: 'other' }).expect(400)).body.message).toBe('Please tell us more in the note');
    await tom.agent.post(`/api/match-requests/${request.id}/decline`).send({ reason: 'sleepy' }).expect(400);
    await tom.agent.post(`/api/match-requests/${request.id}/decline`).send({ reason: 'no_capacity' }).expect(200);
    await tom.agent.post(`/api/match-requests/${request.id}/accept`).expect(409);
    expect((await detail(need.id)).state).toBe('declined');
    await deliver(t);
    expect(smtp.to(TEAM).some((m) => new RegExp(`Request ${need.id} needs you`).test(m.subject))).toBe(true);
    const candidates = (await admin.get(`/api/admin/needs/${need.id}/candidates`).expect(200)).body as MatchCandidatesView;
    expect(candidates.excluded).toContainEqual(expect.objectContaining({ consultantId: tom.consultantId, reasonKey: 'declined_this_need' }));
    // The next candidate can be shortlisted; a new link, the old one closed.
    await admin.post(`/api/admin/needs/${need.id}/shortlist`).send({ candidates: [{ consultantId: seeded.asha.id }] }).expect(201);
    expect((await t.http().get(`/api/matches/${token}`).expect(200)).body.open).toBe(false);
  });

  it('the charity may decline a whole shortlist with a reason from the list', async () => {
    const { needId } = await projectNeed();
    await admin.post(`/api/admin/needs/${needId}/shortlist`).send({ candidates: [{ consultantId: seeded.asha.id }] }).expect(201);
    await deliver(t);
    const token = shortlistToken(smtp, charityEmail);
    await t.http().post(`/api/matches/${token}/decline`).send({ reason: 'other' }).expect(400);
    await t.http().post(`/api/matches/${token}/decline`).send({ reason: 'found_elsewhere' }).expect(200);
    const after = await detail(needId);
    expect(after.state).toBe('declined');
    expect(after.history.at(-1)).toMatchObject({
      fromState: 'shortlisted',
      toState: 'declined',
      reason: 'found_elsewhere',
      reasonLabel: 'Charity declined: We found help elsewhere',
      actorName: null,
    });
  });

  it('reminds at 24 hours, refuses an answer after 48, and the job expires it back to the admins', async () => {
    const { needId } = await projectNeed();
    await admin.post(`/api/admin/needs/${needId}/shortlist`).send({ candidates: [{ consultantId: tom.consultantId }] }).expect(201);
    await deliver(t);
    const token = shortlistToken(smtp, charityEmail);
    await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: tom.consultantId }).expect(200);
    const request = (await tom.agent.get('/api/match-requests').expect(200)).body.find((r: { state: string }) => r.state === 'chosen');
    const job = t.app.get(JobsScheduler).jobs().find((candidate) => candidate.name === 'match-deadlines')!;
    expect(await job.run()).toEqual({ reminded: 0, expired: 0 });
    t.clock.advance(25 * HOUR);
    expect(await job.run()).toEqual({ reminded: 1, expired: 0 });
    expect(await job.run()).toEqual({ reminded: 0, expired: 0 });
    await deliver(t);
    expect(smtp.to(tomEmail).some((m) => /waiting for your answer/.test(m.subject))).toBe(true);
    t.clock.advance(24 * HOUR);
    await tom.agent.post(`/api/match-requests/${request.id}/accept`).expect(409);
    expect(await job.run()).toEqual({ reminded: 0, expired: 1 });
    admin = await signInAsAdmin(t); // an admin session idles out after 2 hours (D2)
    const after = await detail(needId);
    expect(after.state).toBe('expired');
    expect(after.history.at(-1)).toMatchObject({ fromState: 'chosen', toState: 'expired', reason: 'no_answer_48h', reasonLabel: 'No answer within 48 hours', actorUserId: null, actorName: null });
    // Both parties hear it in the bell: the charity that the team shortlists again, the consultant that it expired.
    expect((await notified(charity.agent, 'matchNotAccepted'))?.title).toMatch(/^Helen did not answer your request/);
    expect((await notified(tom.agent, 'matchExpired'))?.title).toMatch(/^The request from Riverside Food Bank expired/);
  });

  it('measures the 24-hour promise and puts overdue needs in the morning digest', async () => {
    admin = await signInAsAdmin(t);
    await admin.get('/api/admin/matching/metrics').query({ days: 0 }).expect(400);
    const metrics = (await admin.get('/api/admin/matching/metrics').query({ days: 90 }).expect(200)).body;
    expect(metrics.days).toBe(90);
    expect(metrics.needsReceived).toBeGreaterThanOrEqual(10);
    expect(metrics.timeToShortlist.count).toBeGreaterThanOrEqual(6);
    expect(metrics.timeToAccepted).toMatchObject({ count: 2, medianHours: expect.any(Number), p90Hours: expect.any(Number) });
    expect(metrics.declineReasons).toEqual(expect.arrayContaining([{ reason: 'no_capacity', count: 1 }, { reason: 'found_elsewhere', count: 1 }]));
    expect(metrics.fillRateByExpertise).toContainEqual(expect.objectContaining({ key: 'governance', accepted: 2 }));
    expect(metrics.fillRateBySizeBand).toContainEqual(expect.objectContaining({ key: 'small', accepted: 1 }));
    expect(metrics.overdueNow).toBeGreaterThanOrEqual(1);

    // The first test's project need has waited over 24 hours without a shortlist.
    const overdue = (await admin.get('/api/admin/needs').query({ overdue: 'true', pageSize: 200 }).expect(200)).body.data as Array<{ id: number; kind: string; overdue: boolean }>;
    const project = overdue.find((need) => need.kind === 'project')!;
    expect(project.overdue).toBe(true);
    // 09:00 UTC next day is past 08:00 London time in every season.
    const next = new Date(t.clock.now());
    next.setUTCDate(next.getUTCDate() + 1);
    next.setUTCHours(9, 0, 0, 0);
    t.clock.advance(next.getTime() - t.clock.now().getTime());
    const digest = t.app.get(JobsScheduler).jobs().find((job) => job.name === 'introduction-overdue-digest')!;
    expect(await digest.run()).toBeGreaterThanOrEqual(1);
    await deliver(t);
    const mail = smtp.to(TEAM).find((m) => /waiting over 24 hours/.test(m.subject));
    expect(mail?.text).toContain(`Need ${project.id} (project)`);
  });

  it('answers 404 for unknown links and foreign requests, and 410 for a link past its 14 days', async () => {
    await t.http().get('/api/matches/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA').expect(404);
    await t.http().get('/api/matches/not-a-token').expect(404);
    await t.http().get('/api/matches/1').expect(404); // an id works only for the charity that asked
    await tom.agent.post('/api/match-requests/999999/accept').expect(404);
    admin = await signInAsAdmin(t);
    const { needId } = await projectNeed();
    await admin.post(`/api/admin/needs/${needId}/shortlist`).send({ candidates: [{ consultantId: seeded.asha.id }] }).expect(201);
    await deliver(t);
    const token = shortlistToken(smtp, charityEmail);
    t.clock.advance(15 * 24 * HOUR);
    expect((await t.http().get(`/api/matches/${token}`).expect(410)).body.message).toMatch(/expired/);
    await t.http().post(`/api/matches/${token}/choose`).send({ consultantId: seeded.asha.id }).expect(410);
  });
});
