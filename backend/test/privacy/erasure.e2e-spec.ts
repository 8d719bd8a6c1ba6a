import { ANONYMISED_EMAIL, FORMER_MEMBER, PERSONAL_DATA_MESSAGES } from '../../src/contracts';
import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { CharityWaitingListEntity } from '../../src/modules/enquiries/infrastructure/charity-waiting-list.entity';
import { FormSubmissionEntity } from '../../src/modules/enquiries/infrastructure/form-submission.entity';
import { IntroductionRequestEntity } from '../../src/modules/enquiries/infrastructure/introduction-request.entity';
import { PricingEnquiryEntity } from '../../src/modules/enquiries/infrastructure/pricing-enquiry.entity';
import { SessionEntity } from '../../src/modules/identity/infrastructure/session.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { preListedConsultantSignedIn, registeredCharity, SignedInCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { insertProject } from '../support/seeding';
import { charityRegistration, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { findTraces } from './table-scan';

const PASSWORD = charityRegistration().password;
const NAME = 'Zanele Fairweather-Okonkwo';
const PHONE = '020 7946 5511';

// jest.config's per-project testTimeout is not applied to projects; MySQL migrations alone can take longer than 5 s.
jest.setTimeout(60_000);

describe('Erasure (issue 19, D19): POST /api/account/delete and /api/admin/users/:userId/erase', () => {
  let t: TestApp;
  let member: SignedInCharity;
  let memberEmail: string;
  let memberUsername: string;
  let consultant: SignedInConsultant;
  let projectId: number;
  let fileId: number;

  const setStatus = (status: ProjectEntity['status']) => t.dataSource.manager.update(ProjectEntity, { id: projectId }, { status });

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    const body = charityRegistration({ name: NAME, phone: PHONE });
    memberEmail = body.email;
    memberUsername = body.username.toLowerCase();
    member = await registeredCharity(t, { ...body });
    consultant = await preListedConsultantSignedIn(t);
    projectId = await insertProject(t, { charityId: member.charityId, consultantId: consultant.consultantId, status: 'in_progress' });
    await member.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Here is our budget for the year.' }).expect(201);
    await consultant.agent.post(`/api/projects/${projectId}/messages`).send({ content: 'Thanks, I will read it tonight.' }).expect(201);
    const upload = await member.agent.post(`/api/projects/${projectId}/files`).attach('file', Buffer.from('Budget 2027\nTotal: 120000\n'), { filename: 'budget.txt', contentType: 'text/plain' }).expect(201);
    fileId = upload.body.id as number;
    // What the member left elsewhere with their e-mail, and an admin copy and audit row that name them.
    const now = new Date();
    await t.dataSource.manager.insert(IntroductionRequestEntity, { charityName: 'Riverside Food Bank', contactName: NAME, email: memberEmail.toUpperCase(), phone: PHONE, projectDescription: 'Help with our audit.', expertiseNeeded: 'finance', timeline: 'Soon', status: 'pending' });
    await t.dataSource.manager.insert(FormSubmissionEntity, { formType: 'get_matched', enquirerName: NAME, enquirerEmail: memberEmail, charityName: 'Riverside Food Bank', messageContent: 'Finance help', submittedAt: now });
    await t.dataSource.manager.insert(PricingEnquiryEntity, { fullName: NAME, organisationName: 'Riverside Food Bank', email: memberEmail, supportNeeded: 'Which tier?' });
    await t.dataSource.manager.insert(CharityWaitingListEntity, { charityName: 'Riverside Food Bank', contactName: NAME, email: memberEmail, emailNormalized: memberEmail.toLowerCase(), phone: PHONE, charitySize: 'small', primaryNeed: 'finance', currentChallenges: `Call ${NAME}` });
    await t.dataSource.manager.insert(MailOutboxEntity, { template: 'getMatchedAdmin', toAddress: TEST_ADMIN.email, subject: `New enquiry from ${NAME}`, textBody: `E-mail: ${memberEmail}`, status: 'sent', attempts: 1, nextAttemptAt: now, sentAt: now });
    await t.dataSource.manager.insert(AuditLogEntity, { action: 'terms_copy_resent', actorUserId: null, subjectUserId: member.userId, ipAddress: '203.0.113.7', details: JSON.stringify({ email: memberEmail }), createdAt: now });
  });
  afterAll(() => t.close());

  it('refuses a missing password (401, not counted), a non-string one (400) and a wrong one (401, counted like a failed login)', async () => {
    for (const body of [{}, { password: '' }, { password: null }]) {
      const missing = await member.agent.post('/api/account/delete').send(body).expect(401);
      expect(missing.body.message).toBe(PERSONAL_DATA_MESSAGES.passwordRequired);
    }
    const notText = await member.agent.post('/api/account/delete').send({ password: 42 }).expect(400);
    expect(notText.body.message).toBe(PERSONAL_DATA_MESSAGES.passwordRequired);
    // Nothing was guessed yet, so nothing counts towards the lockout.
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: member.userId })).failedLoginAttempts).toBe(0);
    const wrong = await member.agent.post('/api/account/delete').send({ password: 'Not-The-Passw0rd' }).expect(401);
    expect(wrong.body.message).toBe(PERSONAL_DATA_MESSAGES.passwordIncorrect);
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: member.userId })).failedLoginAttempts).toBe(1);
    // Still signed in: a wrong password is not a sign-out.
    await member.agent.get('/api/auth/user').expect(200);
  });

  it('refuses while a project of theirs is in progress (409), changing nothing', async () => {
    const res = await member.agent.post('/api/account/delete').send({ password: PASSWORD }).expect(409);
    expect(res.body.message).toBe(PERSONAL_DATA_MESSAGES.projectInProgress);
    const admin = await signInAsAdmin(t);
    const byAdmin = await admin.post(`/api/admin/users/${consultant.userId}/erase`).send({ reason: 'Asked by phone' }).expect(409);
    expect(byAdmin.body.message).toBe(PERSONAL_DATA_MESSAGES.memberProjectInProgress);
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: member.userId })).erasedAt).toBeNull();
    await member.agent.get('/api/auth/user').expect(200);
  });

  it('erases the member at once: signed out everywhere, no trace of their e-mail, name or phone in any table', async () => {
    await setStatus('completed');
    const otherDevice = t.agent();
    await otherDevice.post('/api/auth/login').send({ username: memberUsername, password: PASSWORD }).expect(200);

    const res = await member.agent.post('/api/account/delete').send({ password: PASSWORD }).expect(200);
    expect(res.body).toEqual({ message: PERSONAL_DATA_MESSAGES.accountDeleted });
    await member.agent.get('/api/auth/user').expect(401);
    await otherDevice.get('/api/auth/user').expect(401);
    expect(await t.dataSource.getRepository(SessionEntity).countBy({ userId: member.userId })).toBe(0);
    await t.agent().post('/api/auth/login').send({ username: memberUsername, password: PASSWORD }).expect(401);
    await t.agent().post('/api/auth/login').send({ username: `erased-${member.userId}`, password: PASSWORD }).expect(401);

    // The one confirmation went to the old address, and its row forgets it once sent.
    const confirmation = await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ template: 'accountErased' });
    expect(confirmation.toAddress).toBe(memberEmail);
    await t.dispatchMail();
    expect(await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ id: confirmation.id })).toMatchObject({ toAddress: '', textBody: '', status: 'logged' });

    expect(await findTraces(t, [memberEmail, memberUsername, NAME, PHONE])).toEqual([]);
    expect(await t.dataSource.getRepository(IntroductionRequestEntity).findOneByOrFail({ contactName: 'Anonymised' })).toMatchObject({ email: ANONYMISED_EMAIL, phone: null });
    const audit = await t.dataSource.getRepository(AuditLogEntity).find({ where: { subjectUserId: member.userId }, order: { id: 'ASC' } });
    expect(audit.map((row) => row.action)).toEqual(['terms_accepted', 'terms_copy_resent', 'account_erased']);
    expect(audit.map((row) => row.ipAddress)).toEqual([null, null, null]);
    expect(audit[1].details).toBeNull();
  });

  it("keeps the project, its messages and files for the other party, attributed to 'Former member'", async () => {
    const project = await consultant.agent.get(`/api/projects/${projectId}`).expect(200);
    expect(project.body.id).toBe(projectId);
    const messages = await consultant.agent.get(`/api/projects/${projectId}/messages`).expect(200);
    const list = (Array.isArray(messages.body) ? messages.body : messages.body.items) as Array<{ content: string; sender: { name: string } }>;
    expect(list.map((message) => [message.content, message.sender.name])).toEqual([
      ['Here is our budget for the year.', FORMER_MEMBER],
      ['Thanks, I will read it tonight.', 'Helen Marsh'],
    ]);
    const files = await consultant.agent.get(`/api/projects/${projectId}/files`).expect(200);
    expect(JSON.stringify(files.body)).toContain(FORMER_MEMBER);
    const download = await consultant.agent.get(`/api/projects/${projectId}/files/${fileId}`).buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    }).expect(200);
    expect((download.body as Buffer).toString()).toContain('Total: 120000');
  });

  it('answers 404 for erasing twice or an unknown user, and 400 without a reason', async () => {
    const admin = await signInAsAdmin(t);
    const twice = await admin.post(`/api/admin/users/${member.userId}/erase`).send({ reason: 'Asked again' }).expect(404);
    expect(twice.body.message).toBe(PERSONAL_DATA_MESSAGES.userNotFound);
    await admin.post('/api/admin/users/999999/erase').send({ reason: 'Asked' }).expect(404);
    const noReason = await admin.post(`/api/admin/users/${consultant.userId}/erase`).send({ reason: '  ' }).expect(400);
    expect(noReason.body.message).toBe(PERSONAL_DATA_MESSAGES.reasonRequired);
  });

  it('lets an admin erase a consultant on request: audited with the reason, out of the directory', async () => {
    const admin = await signInAsAdmin(t);
    const profile = await t.http().get(`/api/consultants/${consultant.consultantId}`);
    expect(profile.status).toBe(200);
    await admin.post(`/api/admin/users/${consultant.userId}/erase`).send({ reason: 'Erasure request by e-mail, ticket 42' }).expect(200);
    await t.http().get(`/api/consultants/${consultant.consultantId}`).expect(404);
    const directory = await t.http().get('/api/consultants').expect(200);
    expect(JSON.stringify(directory.body)).not.toContain('Helen Marsh');
    await consultant.agent.get('/api/auth/user').expect(401);
    const row = await t.dataSource.getRepository(AuditLogEntity).findOneByOrFail({ action: 'account_erased', subjectUserId: consultant.userId });
    expect(row.actorUserId).not.toBeNull();
    expect(JSON.parse(row.details ?? '{}')).toEqual({ by: 'admin', reason: 'Erasure request by e-mail, ticket 42' });
  });

  it('never erases the last admin (409), and a wrong password locks like failed logins do', async () => {
    const admin = await signInAsAdmin(t);
    const last = await admin.post('/api/account/delete').send({ password: TEST_ADMIN.password }).expect(409);
    expect(last.body.message).toBe(PERSONAL_DATA_MESSAGES.lastAdmin);
    await admin.get('/api/auth/user').expect(200);

    const other = await registeredCharity(t, { name: 'Olu Adeyemi-Brown' });
    for (let attempt = 1; attempt <= 4; attempt++) await other.agent.post('/api/account/delete').send({ password: 'Wrong-Passw0rd' }).expect(401);
    const locked = await other.agent.post('/api/account/delete').send({ password: 'Wrong-Passw0rd' }).expect(429);
    expect(locked.body.lockoutRemaining).toBeGreaterThan(0);
    await other.agent.post('/api/account/delete').send({ password: PASSWORD }).expect(429);
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: other.userId })).erasedAt).toBeNull();
  });
});
