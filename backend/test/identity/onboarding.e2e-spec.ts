import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { TermsAcceptanceEntity } from '../../src/modules/identity/infrastructure/terms-acceptance.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration, consultantApplication, preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('temporary credentials and consultant onboarding (D5, D7)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const userNamed = (username: string) => t.dataSource.getRepository(UserEntity).findOneByOrFail({ username });

  it('creates a pre-listed consultant with a generated 12-character temporary password', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant();
    const res = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
    expect(res.body.username).toBe(body.username);
    expect(res.body.temporaryPassword).toHaveLength(12);
    const user = await userNamed(body.username);
    expect(user).toMatchObject({ role: 'consultant', isConsultant: true, mustChangePassword: true, hasAcceptedTerms: false });
    expect(user.temporaryPasswordEncrypted).toBeTruthy();
    expect(user.temporaryPasswordEncrypted).not.toContain(res.body.temporaryPassword);
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
    expect(profile.isApproved).toBe(true);
    const notice = await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ template: 'temporaryCredentialsNotice', toAddress: body.email });
    expect(notice.textBody).not.toContain(res.body.temporaryPassword);
    expect(await t.dataSource.getRepository(AuditLogEntity).countBy({ action: 'temp_credentials_assigned', subjectUserId: user.id })).toBe(1);
  });

  it('validates the admin form with the spec messages', async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ expertise: [], temporaryPassword: 'short' })).expect(400);
    expect(Object.values(res.body.errors)).toEqual(expect.arrayContaining(['Temporary password must be at least 8 characters']));
    const noExpertise = await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ expertise: [] })).expect(400);
    expect(noExpertise.body.message).toBe('Select at least one expertise area');
  });

  it('walks a pre-listed consultant through terms and password to full access', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);

    const consultant = t.agent();
    const login = await consultant.post('/api/auth/login').send({ username: body.username, password: 'Temp-Passw0rd!' }).expect(200);
    expect(login.body).toMatchObject({ role: 'consultant', isConsultant: true, mustChangePassword: true, hasAcceptedTerms: false, needsTermsUpdate: false });

    const refused = await consultant.post('/api/auth/accept-terms').send({ acceptTerms: false }).expect(400);
    expect(refused.body.message).toBe('You must accept the terms and conditions to proceed');
    const noConsent = await consultant.post('/api/auth/accept-terms').send({ acceptTerms: true, acceptDataProcessing: false }).expect(400);
    expect(noConsent.body.message).toBe('You must consent to data processing to proceed');

    const accepted = await consultant
      .post('/api/auth/accept-terms')
      .set('User-Agent', 'JourneyBrowser/1.0')
      .send({ acceptTerms: true, acceptDataProcessing: true, userAgent: 'spoofed' })
      .expect(200);
    expect(accepted.body.hasAcceptedTerms).toBe(true);
    const user = await userNamed(body.username);
    const record = await t.dataSource.getRepository(TermsAcceptanceEntity).findOneByOrFail({ userId: user.id });
    expect(record).toMatchObject({ termsVersion: '1.0', userAgent: 'JourneyBrowser/1.0' });
    expect(record.ipAddress).toBeTruthy();
    expect(user.termsIpAddress).toBe(record.ipAddress);
    const mails = t.dataSource.getRepository(MailOutboxEntity);
    expect(await mails.countBy({ template: 'termsAcceptedUser', toAddress: body.email })).toBe(1);
    expect(await mails.countBy({ template: 'termsAcceptedProvider', toAddress: t.config.adminNotifyEmail })).toBeGreaterThanOrEqual(1);

    const weak = await consultant.post('/api/auth/change-password').send({ newPassword: 'alllowercase1!' }).expect(400);
    expect(weak.body.message).toBe('Password must contain at least one uppercase letter');
    const noSpecial = await consultant.post('/api/auth/change-password').send({ newPassword: 'NoSpecial123' }).expect(400);
    expect(noSpecial.body.message).toBe('Password must contain at least one special character');

    const changed = await consultant.post('/api/auth/change-password').send({ newPassword: 'My-Own-Passw0rd' }).expect(200);
    expect(changed.body).toMatchObject({ mustChangePassword: false, hasAcceptedTerms: true });
    const after = await userNamed(body.username);
    expect(after.temporaryPasswordEncrypted).toBeNull();
    await consultant.get('/api/auth/user').expect(200);

    // Without the current password it only works while a temporary password is in force.
    const again = await consultant.post('/api/auth/change-password').send({ newPassword: 'Another-Passw0rd1' }).expect(400);
    expect(again.body.message).toBe('Current password is required');
    await consultant.post('/api/auth/change-password').send({ currentPassword: 'wrong', newPassword: 'Another-Passw0rd1' }).expect(400);
    await consultant.post('/api/auth/change-password').send({ currentPassword: 'My-Own-Passw0rd', newPassword: 'Another-Passw0rd1' }).expect(200);
    await t.http().post('/api/auth/login').send({ username: body.username, password: 'Another-Passw0rd1' }).expect(200);
  });

  it('assigns temporary credentials only to approved consultants not already waiting', async () => {
    const admin = await signInAsAdmin(t);
    const created = await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant()).expect(201);
    const pending = await admin.post(`/api/admin/assign-temp-credentials/${created.body.consultantId}`).send({ tempPassword: 'Fresh-Passw0rd' }).expect(409);
    expect(pending.body.message).toMatch(/already has a temporary password/);

    const application = consultantApplication();
    await t.http().post('/api/register/consultant').send(application).expect(201);
    const applicant = await userNamed(application.username);
    const applicantProfile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: applicant.id });
    await admin.post(`/api/admin/assign-temp-credentials/${applicantProfile.id}`).send({}).expect(409);

    await t.dataSource.getRepository(ConsultantEntity).update(applicantProfile.id, { isApproved: true });
    const applicantSession = t.agent();
    await applicantSession.post('/api/auth/login').send({ username: application.username, password: application.password }).expect(200);
    const assigned = await admin.post(`/api/admin/assign-temp-credentials/${applicantProfile.id}`).send({ tempPassword: '' }).expect(200);
    expect(assigned.body).toMatchObject({ consultantId: applicantProfile.id, username: application.username });
    expect(assigned.body.temporaryPassword).toHaveLength(12);
    await applicantSession.get('/api/auth/user').expect(401);
    const login = await t.http().post('/api/auth/login').send({ username: application.username, password: assigned.body.temporaryPassword }).expect(200);
    expect(login.body.mustChangePassword).toBe(true);

    await admin.post('/api/admin/assign-temp-credentials/999999').send({}).expect(404);
  });

  it('keeps the admin endpoints to admins', async () => {
    const charity = t.agent();
    await charity.post('/api/register/charity').send(charityRegistration()).expect(201);
    const denied = await charity.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant()).expect(403);
    expect(denied.body.message).toBe('Forbidden');
    await t.http().post('/api/admin/create-pre-listed-consultant').send(preListedConsultant()).expect(401);
  });

  it('asks for the terms again when TERMS_VERSION moves on, and records the new version', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
    const consultant = t.agent();
    await consultant.post('/api/auth/login').send({ username: body.username, password: 'Temp-Passw0rd!' }).expect(200);
    await consultant.post('/api/auth/accept-terms').send({ acceptTerms: true }).expect(200);
    await consultant.post('/api/auth/change-password').send({ newPassword: 'My-Own-Passw0rd' }).expect(200);

    const previous = t.config.termsVersion;
    t.config.termsVersion = '2.0';
    try {
      const me = await consultant.get('/api/auth/user').expect(200);
      expect(me.body.needsTermsUpdate).toBe(true);
      const accepted = await consultant.post('/api/auth/accept-terms').send({ acceptTerms: true, acceptDataProcessing: true }).expect(200);
      expect(accepted.body.needsTermsUpdate).toBe(false);
      expect((await userNamed(body.username)).termsVersion).toBe('2.0');
    } finally {
      t.config.termsVersion = previous;
    }
  });
});
