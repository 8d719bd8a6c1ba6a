import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { MembershipRequestEntity } from '../../src/modules/charities/infrastructure/membership-request.entity';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { MEMBERSHIP_MESSAGES } from '../../src/contracts';
import { addDays, addMonths, ukDateOnly } from '../../src/kernel/calendar-date';
import { countStatements, preListedConsultantSignedIn, registeredCharity, SignedInCharity } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';
import { emailOf, mailsOf } from '../projects/project-team';

describe('membership requests, activation, reminders and expiry (issue 9, D9)', () => {
  let t: TestApp;
  let charity: SignedInCharity;
  let admin: Awaited<ReturnType<typeof signInAsAdmin>>;
  const today = () => ukDateOnly(t.clock.now());
  const charities = () => t.dataSource.getRepository(CharityEntity);
  const dailyJob = () => t.app.get(JobsScheduler).jobs().find((job) => job.name === 'membership-renewals')!;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    charity = await registeredCharity(t, { organisation: 'Riverside Food Bank' });
    admin = await signInAsAdmin(t);
  });
  afterAll(() => t.close());

  it('records an activation request, mails the charity and the admins, and returns the open one on a repeat', async () => {
    const first = await charity.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(201);
    expect(first.body).toEqual({ id: expect.any(Number), type: 'activate', requestedTier: null, status: 'pending', createdAt: expect.any(String), handledAt: null });
    const again = await charity.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(200);
    expect(again.body.id).toBe(first.body.id);

    expect(await mailsOf(t, 'membershipRequestReceived', await emailOf(t, charity.userId))).toHaveLength(1);
    const notices = await mailsOf(t, 'membershipRequestAdmin', t.config.adminNotifyEmail);
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain('£129.00 a month');
  });

  it("tells the charity about its own open request on GET /api/auth/user, at no extra statement, and nobody else's", async () => {
    const me = await charity.agent.get('/api/auth/user').expect(200);
    const [open] = await t.dataSource.getRepository(MembershipRequestEntity).findBy({ charityId: charity.charityId, status: 'pending' });
    expect(me.body.charityProfile).toEqual({
      membershipTier: 'small',
      membershipActive: false,
      membershipExpiry: null,
      pendingMembershipRequest: { type: 'activate', requestedTier: null, requestedAt: open.createdAt.toISOString() },
    });
    const statements = await countStatements(t, () => charity.agent.get('/api/auth/user').expect(200));
    expect(statements.filter((sql) => /membership_requests/.test(sql))).toHaveLength(1);
    expect(statements.filter((sql) => /charities/.test(sql))).toHaveLength(1);

    const neighbour = await registeredCharity(t, { organisation: 'Meadow Trust' });
    expect((await neighbour.agent.get('/api/auth/user').expect(200)).body.charityProfile.pendingMembershipRequest).toBeNull();
  });

  it('validates the type, refuses renewing an inactive membership, and is for charities only', async () => {
    const bad = await charity.agent.post('/api/membership/requests').send({ type: 'upgrade' }).expect(400);
    expect(bad.body.message).toBe(MEMBERSHIP_MESSAGES.typeInvalid);
    const renew = await charity.agent.post('/api/membership/requests').send({ type: 'renew' }).expect(409);
    expect(renew.body.message).toBe(MEMBERSHIP_MESSAGES.renewNeedsActive);
    await charity.agent.post('/api/membership/requests').send({ type: 'activate', membershipActive: true }).expect(400);
    await admin.post('/api/membership/requests').send({ type: 'activate' }).expect(403);
    const consultant = await preListedConsultantSignedIn(t);
    await consultant.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(403);
    await t.http().post('/api/membership/requests').send({ type: 'activate' }).expect(401);
  });

  it('lists requests for admins only, open first, paged in at most three statements', async () => {
    const list = await admin.get('/api/admin/membership-requests').expect(200);
    expect(list.body).toMatchObject({ total: 1, page: 1, pageSize: 20 });
    expect(list.body.items[0]).toMatchObject({ type: 'activate', status: 'pending', charity: { id: charity.charityId, name: 'Riverside Food Bank', membershipActive: false, membershipTier: 'small' } });
    await charity.agent.get('/api/admin/membership-requests').expect(403);
    const statements = await countStatements(t, () => admin.get('/api/admin/membership-requests').expect(200));
    expect(statements.length).toBeLessThanOrEqual(3);
  });

  it('activates for six months, audits it, mails the charity, and refuses handling it twice', async () => {
    const [open] = (await admin.get('/api/admin/membership-requests').expect(200)).body.items;
    const res = await admin.post(`/api/admin/membership-requests/${open.id}/activate`).send({}).expect(200);
    const expiry = addMonths(today(), 6);
    expect(res.body).toMatchObject({ status: 'done', handledAt: expect.any(String), charity: { membershipActive: true, membershipExpiry: expiry } });
    expect(await charities().findOneByOrFail({ id: charity.charityId })).toMatchObject({ membershipActive: true, membershipExpiry: expiry });
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'membership_activated', subjectId: open.id })).toBe(1);
    expect((await mailsOf(t, 'membershipActivated', await emailOf(t, charity.userId)))[0].textBody).toContain(expiry);
    const twice = await admin.post(`/api/admin/membership-requests/${open.id}/activate`).send({}).expect(409);
    expect(twice.body.message).toBe(MEMBERSHIP_MESSAGES.alreadyDone);
    await admin.post('/api/admin/membership-requests/999999/activate').send({}).expect(404);
    await charity.agent.post(`/api/admin/membership-requests/${open.id}/activate`).send({}).expect(403);

    const me = await charity.agent.get('/api/auth/user').expect(200);
    expect(me.body.charityProfile).toEqual({ membershipTier: 'small', membershipActive: true, membershipExpiry: expiry, pendingMembershipRequest: null });
  });

  it('renews early by a month from the current expiry', async () => {
    await charity.agent.post('/api/membership/requests').send({ type: 'activate' }).expect(409);
    const renew = await charity.agent.post('/api/membership/requests').send({ type: 'renew' }).expect(201);
    expect((await charity.agent.get('/api/auth/user').expect(200)).body.charityProfile.pendingMembershipRequest).toEqual({ type: 'renew', requestedTier: null, requestedAt: renew.body.createdAt });
    const before = (await charities().findOneByOrFail({ id: charity.charityId })).membershipExpiry!;
    const res = await admin.post(`/api/admin/membership-requests/${renew.body.id}/activate`).send({}).expect(200);
    expect(res.body.charity.membershipExpiry).toBe(addMonths(before, 1));
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'membership_renewed', subjectId: renew.body.id })).toBe(1);
    expect((await charity.agent.get('/api/auth/user').expect(200)).body.charityProfile.pendingMembershipRequest).toBeNull();
  });

  it('asks to change the tier (Manage Membership, issue 16): validated, one open at a time, approved by an admin with the expiry kept', async () => {
    const email = await emailOf(t, charity.userId);
    const none = await charity.agent.post('/api/membership/requests').send({ type: 'change_tier' }).expect(400);
    expect(none.body).toMatchObject({ message: MEMBERSHIP_MESSAGES.tierInvalid, errors: { tier: MEMBERSHIP_MESSAGES.tierInvalid } });
    await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'huge' }).expect(400);
    const same = await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'small' }).expect(409);
    expect(same.body.message).toBe(MEMBERSHIP_MESSAGES.tierUnchanged);

    const asked = await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'medium' }).expect(201);
    expect(asked.body).toMatchObject({ type: 'change_tier', requestedTier: 'medium', status: 'pending' });
    expect((await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'medium' }).expect(200)).body.id).toBe(asked.body.id);
    const other = await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'large' }).expect(409);
    expect(other.body.message).toBe(MEMBERSHIP_MESSAGES.tierChangeOpen);
    expect((await charity.agent.get('/api/auth/user').expect(200)).body.charityProfile.pendingMembershipRequest).toEqual({
      type: 'change_tier',
      requestedTier: 'medium',
      requestedAt: asked.body.createdAt,
    });
    const notice = (await mailsOf(t, 'membershipRequestAdmin', t.config.adminNotifyEmail)).at(-1)!;
    expect(notice.textBody).toContain('Asked for: Medium Organization (£249.00 a month)');

    const listed = (await admin.get('/api/admin/membership-requests').expect(200)).body.items[0];
    expect(listed).toMatchObject({ id: asked.body.id, type: 'change_tier', requestedTier: 'medium', status: 'pending' });
    const csv = await admin.get('/api/admin/membership-requests?format=csv').expect(200);
    expect(csv.text).toContain('Tier asked for');
    expect(csv.text).toContain('Change Tier');

    const wrongAction = await admin.post(`/api/admin/membership-requests/${asked.body.id}/activate`).send({}).expect(409);
    expect(wrongAction.body.message).toBe(MEMBERSHIP_MESSAGES.isTierChange);
    await charity.agent.post(`/api/admin/membership-requests/${asked.body.id}/change-tier`).send({}).expect(403);
    const expiry = (await charities().findOneByOrFail({ id: charity.charityId })).membershipExpiry;
    const res = await admin.post(`/api/admin/membership-requests/${asked.body.id}/change-tier`).send({}).expect(200);
    expect(res.body).toMatchObject({ status: 'done', charity: { membershipTier: 'medium', membershipActive: true, membershipExpiry: expiry } });
    await admin.post(`/api/admin/membership-requests/${asked.body.id}/change-tier`).send({}).expect(409);
    await admin.post('/api/admin/membership-requests/abc/change-tier').send({}).expect(404);
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'membership_tier_changed', subjectId: asked.body.id })).toBe(1);
    // Words, not keys: the audit CSV names the action and what it was about.
    const audit = await admin.get('/api/admin/audit-log?format=csv&action=membership_tier_changed').expect(200);
    expect(audit.text).toContain('Membership tier changed');
    expect(audit.text).toContain('Membership request');
    expect(audit.text).not.toMatch(/membership_request|membership_tier_changed/);
    expect((await mailsOf(t, 'membershipTierChanged', email))[0].textBody).toContain('£249.00 a month, with a 10% discount');
    const bell = await charity.agent.get('/api/notifications').expect(200);
    expect(bell.body.data.map((item: { title: string }) => item.title)).toContain('Your membership tier change was approved: you are now on the Medium Organization tier');
    expect((await charity.agent.get('/api/auth/user').expect(200)).body.charityProfile).toMatchObject({ membershipTier: 'medium', pendingMembershipRequest: null });

    // A renewal is not a tier change: change-tier refuses it.
    const renew = await charity.agent.post('/api/membership/requests').send({ type: 'renew' }).expect(201);
    const notTier = await admin.post(`/api/admin/membership-requests/${renew.body.id}/change-tier`).send({}).expect(409);
    expect(notTier.body.message).toBe(MEMBERSHIP_MESSAGES.notTierChange);
    await admin.post(`/api/admin/membership-requests/${renew.body.id}/decline`).send({}).expect(200);
  });

  it('declines a request: the membership is unchanged, the charity is mailed and notified, and it cannot be answered again', async () => {
    const email = await emailOf(t, charity.userId);
    const before = await charities().findOneByOrFail({ id: charity.charityId });
    const asked = await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'large' }).expect(201);
    await charity.agent.post(`/api/admin/membership-requests/${asked.body.id}/decline`).send({}).expect(403);
    const res = await admin.post(`/api/admin/membership-requests/${asked.body.id}/decline`).send({}).expect(200);
    expect(res.body).toMatchObject({ status: 'declined', handledAt: expect.any(String), charity: { membershipTier: before.membershipTier } });
    expect(await charities().findOneByOrFail({ id: charity.charityId })).toMatchObject({ membershipTier: before.membershipTier, membershipExpiry: before.membershipExpiry });
    expect((await admin.post(`/api/admin/membership-requests/${asked.body.id}/decline`).send({}).expect(409)).body.message).toBe(MEMBERSHIP_MESSAGES.alreadyDone);
    await admin.post(`/api/admin/membership-requests/${asked.body.id}/change-tier`).send({}).expect(409);
    await admin.post('/api/admin/membership-requests/999999/decline').send({}).expect(404);
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'membership_request_declined', subjectId: asked.body.id })).toBe(1);
    expect(await mailsOf(t, 'membershipRequestDeclined', email)).toHaveLength(2);
    expect((await charity.agent.get('/api/auth/user').expect(200)).body.charityProfile.pendingMembershipRequest).toBeNull();
    // Open ones first: a new request sorts before the declined and handled ones, on both databases.
    const activateAgain = await charity.agent.post('/api/membership/requests').send({ type: 'change_tier', tier: 'small' }).expect(201);
    expect((await admin.get('/api/admin/membership-requests').expect(200)).body.items[0].id).toBe(activateAgain.body.id);
    await admin.post(`/api/admin/membership-requests/${activateAgain.body.id}/decline`).send({}).expect(200);
  });

  it('reminds once 14 days before the expiry and ends the membership after it (daily job, controllable clock)', async () => {
    const other = await registeredCharity(t, { organisation: 'Hillside Hospice' });
    const email = await emailOf(t, other.userId);
    await charities().update(other.charityId, { membershipActive: true, membershipExpiry: addDays(today(), 20) });

    await dailyJob().run();
    expect(await mailsOf(t, 'membershipExpiryReminder', email)).toHaveLength(0);

    t.clock.advance(6 * 86_400_000 + 60_000); // 14 days before the expiry
    await dailyJob().run();
    await dailyJob().run();
    expect(await mailsOf(t, 'membershipExpiryReminder', email)).toHaveLength(1);
    expect((await charities().findOneByOrFail({ id: other.charityId })).membershipActive).toBe(true);

    t.clock.advance(14 * 86_400_000); // the expiry day: still a member
    await dailyJob().run();
    expect((await charities().findOneByOrFail({ id: other.charityId })).membershipActive).toBe(true);

    t.clock.advance(86_400_000); // the day after
    await dailyJob().run();
    await dailyJob().run();
    expect((await charities().findOneByOrFail({ id: other.charityId })).membershipActive).toBe(false);
    expect(await mailsOf(t, 'membershipExpired', email)).toHaveLength(1);
    expect(await mailsOf(t, 'membershipExpiryReminder', email)).toHaveLength(1);
  });
});
