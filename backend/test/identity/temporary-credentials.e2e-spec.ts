import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { consultantApplication, preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const OWNER_EMAIL = 'owner@charitybridge.test';
const HOUR = 3_600_000;

describe('temporary credentials: who may get them and how long they work (issue 6 item 1.4, DECISIONS D5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000', OWNER_EMAIL });
  });
  afterAll(() => t.close());

  const users = () => t.dataSource.getRepository(UserEntity);
  const login = (username: string, password: string) => t.http().post('/api/auth/login').send({ username, password });

  /** An approved consultant from an application, optionally turned into something else first. */
  async function approvedConsultant(overrides: Record<string, unknown> = {}, patch: Partial<UserEntity> = {}) {
    const application = consultantApplication(overrides);
    await t.http().post('/api/register/consultant').send(application).expect(201);
    const user = await users().findOneByOrFail({ username: application.username });
    if (Object.keys(patch).length) await users().update(user.id, patch);
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
    await t.dataSource.getRepository(ConsultantEntity).update(profile.id, { isApproved: true });
    return { application, user, consultantId: profile.id };
  }

  it('refuses to assign temporary credentials to an admin (409) and leaves the password alone', async () => {
    const admin = await signInAsAdmin(t);
    const { application, consultantId } = await approvedConsultant({}, { isAdmin: true });
    const res = await admin.post(`/api/admin/assign-temp-credentials/${consultantId}`).send({}).expect(409);
    expect(res.body.message).toBe('Temporary credentials cannot be given to an admin or the owner account');
    await login(application.username, application.password).expect(200);
  });

  it('refuses to assign temporary credentials to the owner account (409)', async () => {
    const admin = await signInAsAdmin(t);
    const { application, consultantId } = await approvedConsultant({ email: OWNER_EMAIL.toUpperCase() });
    await admin.post(`/api/admin/assign-temp-credentials/${consultantId}`).send({ tempPassword: 'Fresh-Passw0rd!' }).expect(409);
    await login(application.username, application.password).expect(200);
  });

  it('refuses to create a pre-listed consultant with the owner e-mail (409)', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ email: ` ${OWNER_EMAIL} ` });
    const res = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(409);
    expect(res.body.message).toBe('Temporary credentials cannot be given to an admin or the owner account');
    expect(await users().findOneBy({ username: body.username })).toBeNull();
  });

  it('lets a temporary password work for 168 hours after it was set, then answers 401 with the expiry message', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);

    t.clock.advance(167 * HOUR);
    await login(body.username, 'Temp-Passw0rd!').expect(200);
    t.clock.advance(HOUR);
    const expired = await login(body.username, 'Temp-Passw0rd!').expect(401);
    expect(expired.body.message).toBe('Your temporary password has expired. Please ask the team for a new one.');
    // A wrong password still gets the usual answer: the expiry is only revealed to whoever knows the password.
    const wrong = await login(body.username, 'Not-The-Passw0rd!').expect(401);
    expect(wrong.body.message).toBe('Invalid username or password');
    // The right (expired) password is not a failed attempt.
    expect((await users().findOneByOrFail({ username: body.username })).failedLoginAttempts).toBe(1);

    // The team can then issue a new one, which works.
    const admin2 = await signInAsAdmin(t);
    const user = await users().findOneByOrFail({ username: body.username });
    const profile = await t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ userId: user.id });
    const fresh = await admin2.post(`/api/admin/assign-temp-credentials/${profile.id}`).send({}).expect(200);
    await login(body.username, fresh.body.temporaryPassword).expect(200);
  });

  it('expires an assigned temporary password too, and the consultant\'s own password never', async () => {
    const admin = await signInAsAdmin(t);
    const { application, consultantId } = await approvedConsultant();
    const assigned = await admin.post(`/api/admin/assign-temp-credentials/${consultantId}`).send({ tempPassword: 'Assigned-Passw0rd!' }).expect(200);
    t.clock.advance(168 * HOUR);
    const expired = await login(application.username, assigned.body.temporaryPassword).expect(401);
    expect(expired.body.message).toBe('Your temporary password has expired. Please ask the team for a new one.');

    const other = await approvedConsultant();
    t.clock.advance(1000 * HOUR);
    await login(other.application.username, other.application.password).expect(200);
  });
});
