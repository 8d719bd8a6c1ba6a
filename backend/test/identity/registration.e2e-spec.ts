import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration, consultantApplication } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('registration and consultant application', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  const users = () => t.dataSource.getRepository(UserEntity);

  it('registers a charity with its profile in one go and signs it in', async () => {
    const agent = t.agent();
    const body = charityRegistration();
    const res = await agent.post('/api/register/charity').send(body).expect(201);
    expect(res.body).toMatchObject({ username: body.username, role: 'charity', isAdmin: false, isConsultant: false });
    expect(res.body.charityProfile).toEqual({ membershipTier: 'small', membershipActive: false, membershipExpiry: null, pendingMembershipRequest: null });
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.email).toBe(body.email);
    const user = await users().findOneByOrFail({ username: body.username });
    expect(user.password).toMatch(/^scrypt\$/);
    const charity = await t.dataSource.getRepository(CharityEntity).findOneByOrFail({ userId: user.id });
    expect(charity).toMatchObject({ revenue: 450000, employeeCount: 12, foundingYear: 2009, membershipTier: 'small' });
  });

  it('mails the charity a welcome and the team a notice, in the registration’s transaction (issue 16, D10)', async () => {
    const body = charityRegistration();
    await t.agent().post('/api/register/charity').send(body).expect(201);
    const outbox = t.dataSource.getRepository(MailOutboxEntity);
    const welcome = await outbox.findBy({ template: 'charityWelcome', toAddress: body.email });
    expect(welcome).toHaveLength(1);
    expect(welcome[0].subject).toContain('Welcome to');
    const notices = (await outbox.findBy({ template: 'charityRegisteredAdmin', toAddress: t.config.adminNotifyEmail })).filter((mail) => mail.textBody?.includes(body.email));
    expect(notices).toHaveLength(1);
    expect(notices[0].textBody).toContain(body.organisation);

    // A refused registration (duplicate username) sends nothing.
    const before = await outbox.count();
    await t.agent().post('/api/register/charity').send(charityRegistration({ username: body.username })).expect(409);
    expect(await outbox.count()).toBe(before);
  });

  it('refuses a duplicate username with 409 "Username already taken"', async () => {
    const first = charityRegistration();
    await t.http().post('/api/register/charity').send(first).expect(201);
    const res = await t.http().post('/api/register/charity').send(charityRegistration({ username: first.username.toUpperCase() })).expect(409);
    expect(res.body.message).toContain('Username already taken');
  });

  it('refuses a duplicate e-mail, whatever its case, with 409 "Email already in use"', async () => {
    const first = charityRegistration();
    await t.http().post('/api/register/charity').send(first).expect(201);
    const res = await t.http().post('/api/register/consultant').send(consultantApplication({ email: first.email.toUpperCase() })).expect(409);
    expect(res.body.message).toContain('Email already in use');
  });

  it('answers invalid input with 400, "Invalid input" and field errors, and writes nothing', async () => {
    const before = await users().count();
    const res = await t
      .http()
      .post('/api/register/charity')
      .send(charityRegistration({ username: 'ab', email: 'not-an-email', charity: { ...charityRegistration().charity, revenue: 'lots' } }))
      .expect(400);
    expect(res.body.message).toContain('Invalid input');
    expect(res.body.errors).toMatchObject({ username: 'Username must be at least 3 characters' });
    expect(await users().count()).toBe(before);
  });

  it('rejects a password shorter than 8 characters on the server', async () => {
    const res = await t.http().post('/api/register/consultant').send(consultantApplication({ password: 'Ab1!x' })).expect(400);
    expect(res.body.errors.password).toBe('Password must be at least 8 characters');
  });

  it.each([
    ['role', { role: 'admin' }],
    ['isAdmin', { isAdmin: true }],
    ['mustChangePassword', { mustChangePassword: false }],
    ['hasAcceptedTerms', { hasAcceptedTerms: true }],
  ])('never lets a registration body set %s', async (_field, extra) => {
    const body = charityRegistration(extra);
    await t.http().post('/api/register/charity').send(body).expect(400);
    expect(await users().findOneBy({ username: body.username })).toBeNull();
  });

  it('never lets an application approve or feature itself', async () => {
    for (const extra of [{ isApproved: true }, { isFeatured: true }]) {
      const body = consultantApplication();
      body.consultant = { ...body.consultant, ...extra };
      await t.http().post('/api/register/consultant').send(body).expect(400);
      expect(await users().findOneBy({ username: body.username })).toBeNull();
    }
    const charity = charityRegistration();
    charity.charity = { ...charity.charity, membershipActive: true } as typeof charity.charity;
    await t.http().post('/api/register/charity').send(charity).expect(400);
  });

  it('records an application as an unapproved consultant, signs in and queues both mails', async () => {
    const agent = t.agent();
    const body = consultantApplication();
    const res = await agent.post('/api/register/consultant').send(body).expect(201);
    expect(res.body).toMatchObject({ role: 'consultant', isConsultant: true, hasAcceptedTerms: true, needsTermsUpdate: false, mustChangePassword: false });
    expect(res.body.consultantProfile).toMatchObject({ expertise: ['finance', 'governance'], yearsExperience: 18, isApproved: false, isFeatured: false });
    const user = await users().findOneByOrFail({ username: body.username });
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
    expect(profile.isApproved).toBe(false);
    const mails = await t.dataSource.getRepository(MailOutboxEntity).findBy({ template: 'applicationReceivedApplicant' });
    expect(mails.map((mail) => mail.toAddress)).toContain(body.email);
    const adminCopies = await t.dataSource.getRepository(MailOutboxEntity).findBy({ template: 'applicationReceivedAdmin', toAddress: t.config.adminNotifyEmail });
    expect(adminCopies.some((mail) => mail.textBody.includes(body.username))).toBe(true);
    expect(mails.every((mail) => !mail.textBody.includes(body.password))).toBe(true);
  });

  it('lets exactly one of several parallel registrations with one e-mail through', async () => {
    const email = `race_${Date.now()}@example.org`;
    const attempts = await Promise.all(
      Array.from({ length: 5 }, () => t.http().post('/api/register/charity').send(charityRegistration({ email }))),
    );
    expect(attempts.filter((res) => res.status === 201)).toHaveLength(1);
    expect(attempts.filter((res) => res.status === 409)).toHaveLength(4);
    expect(await users().countBy({ emailNormalized: email })).toBe(1);
  });
});
