import { isCommonPassword } from '../../src/modules/identity/domain/common-passwords';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { charityRegistration, consultantApplication, preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const TOO_COMMON = 'This password is too common. Please choose another.';
/** In the list of the 10,000 most common passwords, and 8+ characters so only that rule refuses them. */
const COMMON = ['password1', 'Iloveyou1', 'QWERTYUIOP'];

describe('common passwords are refused wherever a password is set (issue 6 item 1.7, DECISIONS D3)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
  });
  afterAll(() => t.close());

  it('uses passwords that really are on the list', () => {
    for (const password of COMMON) expect(isCommonPassword(password)).toBe(true);
  });

  it.each(COMMON)('refuses %s at charity registration, as a field error on password', async (password) => {
    const body = charityRegistration({ password });
    const res = await t.http().post('/api/register/charity').send(body).expect(400);
    expect(res.body.errors).toEqual({ password: TOO_COMMON });
    expect(res.body.message).toContain(TOO_COMMON);
    expect(await t.dataSource.getRepository(UserEntity).findOneBy({ username: body.username })).toBeNull();
  });

  // Issue 15: accepted by the 2011 list, refused by today's (zxcvbn-ts), including a common word with a suffix.
  it.each(['password123', 'admin123', 'welcome123', 'P@ssw0rd', 'Password1!'])('refuses %s at registration and change-password', async (password) => {
    const refused = await t.http().post('/api/register/charity').send(charityRegistration({ password })).expect(400);
    expect(refused.body.errors).toEqual({ password: TOO_COMMON });
    const body = charityRegistration();
    const agent = t.agent();
    await agent.post('/api/register/charity').send(body).expect(201);
    const change = await agent.post('/api/auth/change-password').send({ currentPassword: body.password, newPassword: password }).expect(400);
    expect(change.body.errors).toEqual({ newPassword: TOO_COMMON });
  });

  it('refuses a common password in a consultant application', async () => {
    const res = await t.http().post('/api/register/consultant').send(consultantApplication({ password: COMMON[0] })).expect(400);
    expect(res.body.errors).toEqual({ password: TOO_COMMON });
  });

  it('keeps the length message for a short common password', async () => {
    const res = await t.http().post('/api/register/charity').send(charityRegistration({ password: '123456' })).expect(400);
    expect(res.body.errors.password).toBe('Password must be at least 8 characters');
  });

  it('refuses a common password at reset', async () => {
    const res = await t
      .http()
      .post('/api/auth/reset-password')
      .send({ token: 'a'.repeat(43), email: 'someone@example.org', password: COMMON[1] })
      .expect(400);
    expect(res.body).toMatchObject({ message: TOO_COMMON, errors: { password: TOO_COMMON } });
  });

  it('refuses a common new password at change-password and leaves the password unchanged', async () => {
    const body = charityRegistration();
    const agent = t.agent();
    await agent.post('/api/register/charity').send(body).expect(201);
    const res = await agent.post('/api/auth/change-password').send({ currentPassword: body.password, newPassword: COMMON[2] }).expect(400);
    expect(res.body).toMatchObject({ message: TOO_COMMON, errors: { newPassword: TOO_COMMON } });
    await t.http().post('/api/auth/login').send({ username: body.username, password: body.password }).expect(200);
  });

  it('refuses a common password during onboarding (no current password) and as an admin-chosen temporary password', async () => {
    const admin = await signInAsAdmin(t);
    const common = await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ temporaryPassword: COMMON[0] })).expect(400);
    expect(common.body.errors).toEqual({ temporaryPassword: TOO_COMMON });

    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    const created = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
    const assign = await admin.post(`/api/admin/assign-temp-credentials/${created.body.consultantId}`).send({ tempPassword: COMMON[1] }).expect(400);
    expect(assign.body.errors).toEqual({ tempPassword: TOO_COMMON });

    const consultant = t.agent();
    await consultant.post('/api/auth/login').send({ username: body.username, password: 'Temp-Passw0rd!' }).expect(200);
    const res = await consultant.post('/api/auth/change-password').send({ newPassword: COMMON[0] }).expect(400);
    expect(res.body.errors).toEqual({ newPassword: TOO_COMMON });
  });
});
