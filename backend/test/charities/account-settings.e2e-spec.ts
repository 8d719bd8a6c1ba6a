import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { ACCOUNT_MESSAGES } from '../../src/contracts';
import { preListedConsultantSignedIn, registeredCharity, SignedInCharity } from '../support/dashboard-accounts';
import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

describe('GET/PATCH /api/account (issue 9 Account Settings)', () => {
  let t: TestApp;
  let charity: SignedInCharity;
  const PASSWORD = charityRegistration().password;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    charity = await registeredCharity(t, { organisation: 'Riverside Food Bank' });
  });
  afterAll(() => t.close());

  it("shows a charity its contact details and its organisation's fields", async () => {
    const res = await charity.agent.get('/api/account').expect(200);
    expect(res.body).toEqual({
      username: expect.any(String),
      email: expect.any(String),
      name: 'Priya Shah',
      role: 'charity',
      phone: '020 7946 0000',
      bio: 'Operations lead at a community food bank.',
      website: 'https://riverside.example',
      organisation: 'Riverside Food Bank',
      charity: { registeredNumber: '1234567', revenue: 450000, employeeCount: 12, foundingYear: 2009, mission: 'No one in our borough goes hungry.', primaryCause: 'Poverty relief', location: 'Leeds' },
    });
  });

  it('updates contact and organisation fields, blank optional text becoming null', async () => {
    const res = await charity.agent
      .patch('/api/account')
      .send({ name: 'Priya S. Shah', phone: '', website: 'https://riverside.org.uk', charity: { revenue: '£1,250,000', location: 'York', mission: '' } })
      .expect(200);
    expect(res.body).toMatchObject({ name: 'Priya S. Shah', phone: null, website: 'https://riverside.org.uk', charity: { revenue: 1250000, location: 'York', mission: null, employeeCount: 12 } });
    const me = await charity.agent.get('/api/auth/user').expect(200);
    expect(me.body.name).toBe('Priya S. Shah');
  });

  it('validates each field and refuses anything else (no mass assignment)', async () => {
    await charity.agent.patch('/api/account').send({ name: '  ' }).expect(400);
    await charity.agent.patch('/api/account').send({ website: 'javascript:alert(1)' }).expect(400);
    await charity.agent.patch('/api/account').send({ charity: { revenue: 'lots' } }).expect(400);
    await charity.agent.patch('/api/account').send({ charity: { revenue: null } }).expect(400);
    for (const body of [{ role: 'admin' }, { isAdmin: true }, { username: 'taken' }, { password: 'New-Passw0rd!' }, { charity: { membershipActive: true } }, { charity: { membershipTier: 'large' } }]) {
      await charity.agent.patch('/api/account').send(body).expect(400);
    }
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: charity.userId });
    expect(user).toMatchObject({ role: 'charity', isAdmin: false });
    expect(await t.dataSource.getRepository(CharityEntity).findOneByOrFail({ id: charity.charityId })).toMatchObject({ membershipActive: false, membershipTier: 'small' });
  });

  it('changes the e-mail only with the current password', async () => {
    const missing = await charity.agent.patch('/api/account').send({ email: 'new.priya@example.org' }).expect(400);
    expect(missing.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordForEmail);
    const wrong = await charity.agent.patch('/api/account').send({ email: 'new.priya@example.org', currentPassword: 'Not-The-Passw0rd' }).expect(400);
    expect(wrong.body.message).toBe(ACCOUNT_MESSAGES.currentPasswordIncorrect);
    const ok = await charity.agent.patch('/api/account').send({ email: 'New.Priya@example.org', currentPassword: PASSWORD }).expect(200);
    expect(ok.body.email).toBe('New.Priya@example.org');
    expect((await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: charity.userId })).emailNormalized).toBe('new.priya@example.org');
    // The same address again, in another case, needs no password.
    await charity.agent.patch('/api/account').send({ email: 'new.priya@example.org' }).expect(200);
  });

  it("answers 409 for another account's e-mail, as registration does", async () => {
    const other = await registeredCharity(t);
    const otherEmail = (await t.dataSource.getRepository(UserEntity).findOneByOrFail({ id: other.userId })).email;
    const res = await charity.agent.patch('/api/account').send({ email: otherEmail.toUpperCase(), currentPassword: PASSWORD }).expect(409);
    expect(res.body.message).toBe('Email already in use');
  });

  it('gives other roles their contact details only', async () => {
    const consultant = await preListedConsultantSignedIn(t);
    const res = await consultant.agent.get('/api/account').expect(200);
    expect(res.body).toMatchObject({ role: 'consultant', name: 'Helen Marsh', charity: null });
    const refused = await consultant.agent.patch('/api/account').send({ charity: { location: 'Leeds' } }).expect(400);
    expect(refused.body.message).toBe(ACCOUNT_MESSAGES.charityOnly);
    await t.http().get('/api/consultants?search=Kestrel').expect(200).expect((r) => expect(r.body.total).toBe(0));
    await consultant.agent.patch('/api/account').send({ organisation: 'Kestrel Advisory' }).expect(200);
    // The directory's search follows the account's organisation.
    const directory = await t.http().get('/api/consultants?search=Kestrel').expect(200);
    expect(directory.body.data.map((c: { user: { organisation: string } }) => c.user.organisation)).toEqual(['Kestrel Advisory']);
    await t.http().get('/api/account').expect(401);
    await t.http().patch('/api/account').send({ name: 'X' }).expect(401);
  });
});
