import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { ReviewScheduleService, ReviewsPrivacyService } from '../../src/modules/reviews';
import { NotificationEntity } from '../../src/modules/notifications/infrastructure/notification.entity';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { REVIEW_MESSAGES } from '../../src/contracts';
import { OWN_PASSWORD, preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { signInAsAdmin } from '../support/fixtures';
import { mailsOf } from '../projects/project-team';
import { createTestApp, signIn, TestApp } from '../support/test-app';

const DAY = 86_400_000;

const charityReview = (overrides: Record<string, unknown> = {}) => ({ expertise: 5, communication: 4, impact: 4, text: 'Tom rebuilt our budget process with care.', anonymous: false, ...overrides });
const consultantReview = (overrides: Record<string, unknown> = {}) => ({ rating: 4, text: 'A well organised board, quick to answer.', ...overrides });
const caseStudy = (overrides: Record<string, unknown> = {}) => ({
  title: 'A budget the board understands',
  challenge: 'Reserves were falling and nobody could say why.',
  approach: 'Monthly management accounts and a reserves policy.',
  outcome: 'Reserves back to three months within a year.',
  figures: [{ value: '3 months', label: 'of reserves restored' }],
  ...overrides,
});

describe('reviews and case studies (issue 18, D18)', () => {
  let t: TestApp;
  let charity: SignedInCharity;
  let other: SignedInCharity;
  let consultant: SignedInConsultant;
  let bystander: SignedInConsultant;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    charity = await registeredCharity(t, { organisation: 'Riverside Food Bank' });
    other = await registeredCharity(t, { organisation: 'Hillside Hospice' });
    consultant = await preListedConsultantSignedIn(t);
    bystander = await preListedConsultantSignedIn(t);
    t.clock.freeze(new Date());
  });
  afterAll(() => t.close());

  /** An in-progress project the consultant completes through the real route, so the round starts as in production. */
  async function completedProject(owner: SignedInCharity = charity, by: SignedInConsultant = consultant): Promise<number> {
    const id = await insertProject(t, { charityId: owner.charityId, consultantId: by.consultantId, status: 'in_progress' });
    await by.agent.patch(`/api/projects/${id}/status`).send({ status: 'completed' }).expect(200);
    return id;
  }
  const runJob = () => t.app.get(ReviewScheduleService).run();
  const profile = async (consultantId = consultant.consultantId) => (await t.http().get(`/api/consultants/${consultantId}`).expect(200)).body;

  it('asks both sides by mail and notification when the project completes', async () => {
    const id = await completedProject();
    const notices = await t.dataSource.getRepository(NotificationEntity).findBy({ kind: 'reviewRequested' });
    expect(notices.map((n) => n.userId).sort()).toEqual([charity.userId, consultant.userId].sort());
    expect((await mailsOf(t, 'reviewRequested')).filter((m) => m.textBody.includes(`/projects/${id}/review`))).toHaveLength(2);
    const view = await charity.agent.get(`/api/projects/${id}/reviews`).expect(200);
    expect(view.body).toMatchObject({ side: 'charity', canReview: true, own: null, received: null });
  });

  it('answers 404 to anyone not party to the project, 409 before completion, 400 on bad input', async () => {
    const id = await completedProject();
    await other.agent.post(`/api/projects/${id}/reviews`).send(charityReview()).expect(404);
    await bystander.agent.post(`/api/projects/${id}/reviews`).send(consultantReview()).expect(404);
    await other.agent.get(`/api/projects/${id}/reviews`).expect(404);
    const pending = await insertProject(t, { charityId: charity.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
    expect((await charity.agent.post(`/api/projects/${pending}/reviews`).send(charityReview()).expect(409)).body.message).toBe(REVIEW_MESSAGES.notCompleted);
    for (const [body, field] of [
      [charityReview({ expertise: 6 }), 'expertise'],
      [charityReview({ impact: 0 }), 'impact'],
      [charityReview({ communication: 2.5 }), 'communication'],
      [charityReview({ text: 'Too short.' }), 'text'],
      [charityReview({ text: 'x'.repeat(2001) }), 'text'],
      [charityReview({ rating: 4 }), 'rating'],
      [{ ...charityReview(), anonymous: undefined }, 'anonymous'],
    ] as const) {
      const res = await charity.agent.post(`/api/projects/${id}/reviews`).send(body).expect(400);
      expect(res.body.errors).toHaveProperty(field);
    }
    expect((await charity.agent.post(`/api/projects/${id}/reviews`).send(charityReview({ text: 'x' })).expect(400)).body.message).toBe(REVIEW_MESSAGES.textTooShort);
    await consultant.agent.post(`/api/projects/${id}/reviews`).send(consultantReview({ expertise: 3 })).expect(400);
    await charity.agent.post(`/api/projects/${id}/reviews`).send({ ...charityReview(), extra: 1 }).expect(400);
  });

  it('double-blind: both submit → both published; the consultant’s review is never shown to the charity', async () => {
    const id = await completedProject();
    await charity.agent.post(`/api/projects/${id}/reviews`).send(charityReview()).expect(201);
    let seen = await consultant.agent.get(`/api/projects/${id}/reviews`).expect(200);
    expect(seen.body.received).toBeNull();
    expect((await charity.agent.post(`/api/projects/${id}/reviews`).send(charityReview()).expect(409)).body.message).toBe(REVIEW_MESSAGES.alreadyReviewed);
    await consultant.agent.post(`/api/projects/${id}/reviews`).send(consultantReview()).expect(201);
    seen = await consultant.agent.get(`/api/projects/${id}/reviews`).expect(200);
    expect(seen.body.received).toMatchObject({ side: 'charity', expertise: 5, communication: 4, impact: 4 });
    expect(seen.body.received.publishedAt).not.toBeNull();
    const charitySees = await charity.agent.get(`/api/projects/${id}/reviews`).expect(200);
    expect(charitySees.body.received).toBeNull();
    expect(JSON.stringify(charitySees.body)).not.toContain('well organised board');
    expect(charitySees.body.own.publishedAt).not.toBeNull();
  });

  it('runs as the review-rounds job under the database lease', () => {
    expect(t.app.get(JobsScheduler).jobs().map((job) => job.name)).toContain('review-rounds');
  });

  it('lets the reviewed consultant reply once; public profile shows rating from 3 reviews, reviews, replies (D4)', async () => {
    const rated = await preListedConsultantSignedIn(t);
    const ids = [await completedProject(charity, rated), await completedProject(other, rated)];
    await charity.agent.post(`/api/projects/${ids[0]}/reviews`).send(charityReview({ expertise: 5, communication: 5, impact: 5 })).expect(201);
    await other.agent.post(`/api/projects/${ids[1]}/reviews`).send(charityReview({ expertise: 4, communication: 4, impact: 5, anonymous: true })).expect(201);
    for (const id of ids) await rated.agent.post(`/api/projects/${id}/reviews`).send(consultantReview()).expect(201);
    let body = await profile(rated.consultantId);
    expect(body.rating).toEqual({ average: null, count: 2 });
    const third = await completedProject(charity, rated);
    await charity.agent.post(`/api/projects/${third}/reviews`).send(charityReview({ expertise: 3, communication: 3, impact: 4 })).expect(201);
    await rated.agent.post(`/api/projects/${third}/reviews`).send(consultantReview()).expect(201);
    body = await profile(rated.consultantId);
    // Scores 5, 4.33…, 3.33… → mean 4.22… → 4.2
    expect(body.rating).toEqual({ average: 4.2, count: 3 });
    expect(body.reviews).toHaveLength(3);
    const anonymous = body.reviews.find((review: { charity: string }) => review.charity !== 'Riverside Food Bank');
    expect(anonymous.charity).toBe('A charity in Poverty relief');
    // D4: no person's name, e-mail or the consultant's review of the charity anywhere public.
    const text = JSON.stringify(body);
    for (const secret of ['Priya', 'Shah', '@example.org', 'well organised board', 'Hillside']) expect(text).not.toContain(secret);
    expect(Object.keys(body.reviews[0]).sort()).toEqual(['charity', 'communication', 'expertise', 'id', 'impact', 'publishedAt', 'reply', 'score', 'text']);
    const reviewId = body.reviews[0].id;
    await consultant.agent.post(`/api/reviews/${reviewId}/reply`).send({ text: 'Not mine to answer.' }).expect(404);
    await rated.agent.post(`/api/reviews/${reviewId}/reply`).send({ text: 'Thank you, it was a pleasure.' }).expect(201);
    await rated.agent.post(`/api/reviews/${reviewId}/reply`).send({ text: 'Twice?' }).expect(409);
    body = await profile(rated.consultantId);
    expect(body.reviews.find((review: { id: number }) => review.id === reviewId).reply.text).toBe('Thank you, it was a pleasure.');
    const directory = await t.http().get('/api/consultants?sort=rating&pageSize=100').expect(200);
    expect(directory.body.data[0]).toMatchObject({ id: rated.consultantId, rating: { average: 4.2, count: 3 } });
    expect(directory.body.data.every((entry: { rating: unknown }) => entry.rating !== undefined)).toBe(true);
    await t.http().get('/api/consultants?sort=stars').expect(400);
  });

  it('moderation: admins list (JSON and CSV) and hide with a reason; audited, the author told, the rating recomputed', async () => {
    const admin = await signInAsAdmin(t);
    const list = await admin.get('/api/admin/reviews?side=charity&state=published&sort=score&order=desc').expect(200);
    expect(list.body.total).toBeGreaterThan(0);
    const target = list.body.data[0];
    const csv = await admin.get('/api/admin/reviews?format=csv').expect(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    await admin.patch(`/api/admin/reviews/${target.id}`).send({ hidden: false, reason: 'nope nope' }).expect(400);
    await admin.patch(`/api/admin/reviews/${target.id}`).send({ hidden: true }).expect(400);
    const hidden = await admin.patch(`/api/admin/reviews/${target.id}`).send({ hidden: true, reason: 'It named a member of staff.' }).expect(200);
    expect(hidden.body).toMatchObject({ state: 'hidden', hiddenReason: 'It named a member of staff.' });
    await admin.patch(`/api/admin/reviews/${target.id}`).send({ hidden: true, reason: 'Again and again.' }).expect(409);
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'review_hidden', subjectId: target.id })).toBe(1);
    expect((await mailsOf(t, 'reviewHidden')).some((m) => m.textBody.includes('It named a member of staff.'))).toBe(true);
    const after = await profile(target.consultantId);
    expect(after.reviews.map((review: { id: number }) => review.id)).not.toContain(target.id);
    await charity.agent.patch(`/api/admin/reviews/${target.id}`).send({ hidden: true, reason: 'Not an admin.' }).expect(403);
  });

  it('case studies: consent with the exact text, named or not; edits go back for approval; withdrawal removes it at once', async () => {
    const id = await completedProject();
    await consultant.agent.post(`/api/projects/${id}/case-study`).send(caseStudy({ challenge: 'Too short.', approach: 'x', outcome: 'y' })).expect(400);
    await consultant.agent.post(`/api/projects/${id}/case-study`).send(caseStudy({ figures: [1, 2, 3, 4].map((n) => ({ value: `${n}`, label: 'figure' })) })).expect(400);
    await bystander.agent.post(`/api/projects/${id}/case-study`).send(caseStudy()).expect(404);
    const pending = await insertProject(t, { charityId: charity.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
    await consultant.agent.post(`/api/projects/${pending}/case-study`).send(caseStudy()).expect(409);
    const saved = await consultant.agent.post(`/api/projects/${id}/case-study`).send(caseStudy()).expect(201);
    const studyId = saved.body.caseStudy.id;
    expect(saved.body.caseStudy).toMatchObject({ state: 'pending', version: 1 });
    const preview = (await charity.agent.get(`/api/projects/${id}/case-study`).expect(200)).body.caseStudy.preview;
    expect(preview.named.charity).toBe('Riverside Food Bank');
    expect(preview.anonymous.charity).toBe('A charity in Poverty relief');
    expect((await profile()).caseStudies.map((s: { id: number }) => s.id)).not.toContain(studyId);
    await other.agent.post(`/api/case-studies/${studyId}/approve`).send({ named: true }).expect(404);
    await charity.agent.post(`/api/case-studies/${studyId}/withdraw`).expect(409);
    await charity.agent.post(`/api/case-studies/${studyId}/approve`).send({ named: 'yes' }).expect(400);
    await charity.agent.post(`/api/case-studies/${studyId}/approve`).send({ named: false }).expect(200);
    let shown = (await profile()).caseStudies.find((s: { id: number }) => s.id === studyId);
    expect(shown).toEqual({ ...preview.anonymous, publishedAt: shown.publishedAt });
    const consents: Array<{ action: string; version: number; textHash: string; userId: number }> = await t.dataSource.query('SELECT action, version, textHash, userId FROM case_study_consents WHERE caseStudyId = ? ORDER BY id', [studyId]);
    expect(consents).toEqual([expect.objectContaining({ action: 'approved', version: 1, userId: charity.userId })]);
    expect(consents[0].textHash).toMatch(/^[0-9a-f]{64}$/);
    // An edit goes back to pending and off the profile.
    await consultant.agent.post(`/api/projects/${id}/case-study`).send(caseStudy({ outcome: 'Reserves back to three months within ten months.' })).expect(201);
    expect((await profile()).caseStudies.map((s: { id: number }) => s.id)).not.toContain(studyId);
    await charity.agent.post(`/api/case-studies/${studyId}/approve`).send({ named: true }).expect(200);
    shown = (await profile()).caseStudies.find((s: { id: number }) => s.id === studyId);
    expect(shown.charity).toBe('Riverside Food Bank');
    await charity.agent.post(`/api/case-studies/${studyId}/withdraw`).expect(200);
    expect((await profile()).caseStudies.map((s: { id: number }) => s.id)).not.toContain(studyId);
    const all: Array<{ action: string; version: number; textHash: string }> = await t.dataSource.query('SELECT action, version, textHash FROM case_study_consents WHERE caseStudyId = ? ORDER BY id', [studyId]);
    expect(all.map((row) => [row.action, Number(row.version)])).toEqual([['approved', 1], ['approved', 2], ['withdrawn', 2]]);
    expect(all[0].textHash).not.toBe(all[1].textHash);
    expect((await mailsOf(t, 'caseStudyDecided')).length).toBe(3);
  });

  it('exports the reviews a member wrote and received, and erasure anonymises the ones they wrote (D19)', async () => {
    const leaving = await registeredCharity(t, { organisation: 'Leaving Trust', password: 'Leaving-Passw0rd!' });
    const id = await completedProject(leaving);
    await leaving.agent.post(`/api/projects/${id}/reviews`).send(charityReview({ text: 'Written by a charity that will leave.' })).expect(201);
    await consultant.agent.post(`/api/projects/${id}/reviews`).send(consultantReview()).expect(201);
    const exported = await t.app.get(ReviewsPrivacyService).exportFor(leaving.userId);
    expect(exported.written).toHaveLength(1);
    expect(exported.received).toHaveLength(0);
    const received = await t.app.get(ReviewsPrivacyService).exportFor(consultant.userId);
    expect(received.received.some((review) => (review as { text: string }).text === 'Written by a charity that will leave.')).toBe(true);
    await leaving.agent.post('/api/account/delete').send({ password: 'Leaving-Passw0rd!' }).expect(200);
    const rows: Array<{ authorUserId: number | null; anonymous: number | boolean }> = await t.dataSource.query("SELECT authorUserId, anonymous FROM reviews WHERE projectId = ? AND side = 'charity'", [id]);
    expect(rows).toHaveLength(1);
    expect(rows[0].authorUserId).toBeNull();
    expect(!!Number(rows[0].anonymous)).toBe(true);
    expect(await t.dataSource.getRepository(ProjectEntity).countBy({ id })).toBe(1);
  });
  // Last: moving the clock by weeks ends every session of the cast.
  it('one side only: published by the job at 14 days, reminders at 7 and 21 days once each', async () => {
    const start = t.clock.now();
    const id = await completedProject();
    await charity.agent.post(`/api/projects/${id}/reviews`).send(charityReview({ text: 'Held back until the fourteenth day.' })).expect(201);
    // Sessions do not outlive weeks of the fake clock: the consultant signs in again where needed.
    const again = () => signIn(t, consultant.username, OWN_PASSWORD);
    const remindersTo = async () => (await mailsOf(t, 'reviewReminder')).filter((m) => m.textBody.includes(`/projects/${id}/review`));
    t.clock.advance(7 * DAY - 60_000);
    await runJob();
    expect(await remindersTo()).toHaveLength(0);
    t.clock.advance(60_000);
    await runJob();
    await runJob();
    // Only the consultant, who has not reviewed, is reminded.
    const first = await remindersTo();
    expect(first).toHaveLength(1);
    t.clock.advance(7 * DAY - 60_000);
    await runJob();
    expect((await (await again()).get(`/api/projects/${id}/reviews`).expect(200)).body.received).toBeNull();
    t.clock.advance(60_000);
    await runJob();
    expect((await (await again()).get(`/api/projects/${id}/reviews`).expect(200)).body.received.text).toBe('Held back until the fourteenth day.');
    t.clock.advance(7 * DAY);
    await runJob();
    await runJob();
    expect(await remindersTo()).toHaveLength(2);
    expect(await t.dataSource.getRepository(NotificationEntity).countBy({ kind: 'reviewReminder', userId: consultant.userId })).toBeGreaterThanOrEqual(2);
    // After 30 days: closed.
    t.clock.advance(9 * DAY);
    expect((await (await again()).post(`/api/projects/${id}/reviews`).send(consultantReview()).expect(409)).body.message).toBe(REVIEW_MESSAGES.windowClosed);
    t.clock.freeze(new Date(start.getTime()));
  });
});
