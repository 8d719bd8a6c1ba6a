import { SessionEntity } from '../../src/modules/identity/infrastructure/session.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { OWN_PASSWORD, preListedConsultantSignedIn } from '../support/dashboard-accounts';
import { preListedConsultant, signInAsAdmin } from '../support/fixtures';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';
import { applicant, auditRows, mailsTo } from './admin-support';

interface CredentialRecord {
  consultantId: number;
  username: string;
  temporaryPassword: string | null;
  mustChangePassword: boolean;
}

/** Issue 10 item 3, DECISIONS D5: the credentials grid, Standardize All, Test, assignment refusals, account creation. */
describe('admin: consultant credentials (D5)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000', OWNER_EMAIL: 'owner@example.org' });
  });
  afterAll(() => t.close());

  const credentials = async (admin: Awaited<ReturnType<typeof signInAsAdmin>>): Promise<CredentialRecord[]> =>
    (await admin.get('/api/admin/consultant-credentials?pageSize=200').expect(200)).body.credentials;

  it('shows a live temporary password, and none once the consultant has set their own', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    const created = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
    const onboarded = await preListedConsultantSignedIn(t);
    const pending = await applicant(t);

    const res = await admin.get('/api/admin/consultant-credentials?pageSize=200').expect(200);
    expect(res.body).toMatchObject({ page: 1, pageSize: 200, total: expect.any(Number) });
    const records: CredentialRecord[] = res.body.credentials;
    expect(records.find((row) => row.consultantId === created.body.consultantId)).toEqual({
      consultantId: created.body.consultantId,
      name: body.name,
      username: body.username,
      temporaryPassword: 'Temp-Passw0rd!',
      email: body.email,
      mustChangePassword: true,
      isApproved: true,
      hasAcceptedTerms: false,
    });
    expect(records.find((row) => row.consultantId === onboarded.consultantId)).toMatchObject({ temporaryPassword: null, mustChangePassword: false, hasAcceptedTerms: true });
    expect(records.map((row) => row.consultantId)).not.toContain(pending.consultantId);
  });

  it('Test checks the temporary credential without creating a session; the admin stays signed in as themself', async () => {
    const admin = await signInAsAdmin(t);
    const body = preListedConsultant({ temporaryPassword: 'Temp-Passw0rd!' });
    const created = await admin.post('/api/admin/create-pre-listed-consultant').send(body).expect(201);
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: body.username });
    const sessionsBefore = await t.dataSource.getRepository(SessionEntity).count();

    const res = await admin.post(`/api/admin/consultant-credentials/${created.body.consultantId}/test`).expect(200);
    expect(res.body).toEqual({ success: true, username: body.username, message: `Login successful for ${body.username}` });
    expect(await t.dataSource.getRepository(SessionEntity).countBy({ userId: user.id })).toBe(0);
    expect(await t.dataSource.getRepository(SessionEntity).count()).toBe(sessionsBefore);
    const me = await admin.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ username: TEST_ADMIN.username, isAdmin: true });

    await t.dataSource.getRepository(UserEntity).update({ id: user.id }, { lockedUntil: new Date(t.clock.now().getTime() + 60 * 60_000) });
    const locked = await admin.post(`/api/admin/consultant-credentials/${created.body.consultantId}/test`).expect(200);
    expect(locked.body).toMatchObject({ success: false, username: body.username });

    const onboarded = await preListedConsultantSignedIn(t);
    await admin.post(`/api/admin/consultant-credentials/${onboarded.consultantId}/test`).expect(409);
    await admin.post('/api/admin/consultant-credentials/999999/test').expect(404);
  });

  it('Standardize All gives first.last usernames and a distinct random password each, skips finished consultants, audits', async () => {
    const admin = await signInAsAdmin(t);
    const first = (await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ name: 'Grace Hopper' })).expect(201)).body;
    const second = (await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant({ name: 'Grace  Hopper' })).expect(201)).body;
    const finished = await preListedConsultantSignedIn(t);

    const res = await admin.post('/api/admin/standardize-consultant-credentials').expect(200);
    const results: Array<{ consultantId: number; username: string; status: string; reason?: string }> = res.body.results;
    const updated = results.filter((row) => row.status === 'updated');
    expect(res.body.message).toBe(`Standardized credentials for ${updated.length} consultants`);
    const byId = new Map(results.map((row) => [row.consultantId, row]));
    expect([byId.get(first.consultantId)?.username, byId.get(second.consultantId)?.username].sort()).toEqual(['grace.hopper', 'grace.hopper2']);
    expect(byId.get(finished.consultantId)).toEqual({ consultantId: finished.consultantId, username: finished.username, status: 'skipped', reason: 'Finished onboarding' });

    const records = await credentials(admin);
    const passwords = records.filter((row) => byId.get(row.consultantId)?.status === 'updated').map((row) => row.temporaryPassword);
    expect(passwords.length).toBe(updated.length);
    expect(new Set(passwords).size).toBe(passwords.length);
    for (const password of passwords) expect(password).toMatch(/^.{12}$/);
    expect(passwords).not.toContain(first.temporaryPassword);

    const firstRecord = records.find((row) => row.consultantId === first.consultantId)!;
    await t.agent().post('/api/auth/login').send({ username: firstRecord.username, password: first.temporaryPassword }).expect(401);
    await t.agent().post('/api/auth/login').send({ username: firstRecord.username, password: firstRecord.temporaryPassword }).expect(200);
    await t.agent().post('/api/auth/login').send({ username: finished.username, password: OWN_PASSWORD }).expect(200);

    const audit = (await auditRows(t, 'credentials_standardized')).filter((row) => row.subjectId === first.consultantId);
    expect(audit).toHaveLength(1);
    expect(audit[0].details).not.toContain(firstRecord.temporaryPassword!);
  });

  it('refuses assignment to a consultant who is not approved or already must change their password (409), audits an assignment', async () => {
    const admin = await signInAsAdmin(t);
    const pending = await applicant(t);
    await admin.post(`/api/admin/assign-temp-credentials/${pending.consultantId}`).send({}).expect(409);
    const created = (await admin.post('/api/admin/create-pre-listed-consultant').send(preListedConsultant()).expect(201)).body;
    await admin.post(`/api/admin/assign-temp-credentials/${created.consultantId}`).send({}).expect(409);
    const onboarded = await preListedConsultantSignedIn(t);
    await admin.post(`/api/admin/assign-temp-credentials/${onboarded.consultantId}`).send({ tempPassword: 'Fresh-Passw0rd!' }).expect(200);
    const assigned = (await auditRows(t, 'temp_credentials_assigned')).filter((row) => row.subjectUserId === onboarded.userId && row.actorUserId !== onboarded.userId);
    // Once when the pre-listed account was made, once now; both name the consultant as their subject.
    expect(assigned).toHaveLength(2);
    for (const row of assigned) expect(row).toMatchObject({ subjectType: 'consultant', subjectId: onboarded.consultantId, ipAddress: expect.any(String) });
  });

  it('creates a consultant account with the full form (approved, featured as asked) and the simple form', async () => {
    const admin = await signInAsAdmin(t);
    const summary = 'Twenty years leading finance teams in national charities and trusts.';
    const full = {
      name: 'Ada Lovelace',
      email: 'ada.lovelace@example.org',
      username: 'ada.lovelace',
      phone: '020 7946 0001',
      bio: 'Analyst.',
      expertise: ['finance', 'technology'],
      yearsExperience: 20,
      profileSummary: summary,
      previousExperience: `${summary} Before that, an auditor.`,
      specializations: 'Audit',
      linkedin: 'https://www.linkedin.com/in/ada',
      isFeatured: true,
    };
    const res = await admin.post('/api/admin/create-consultant-account').send(full).expect(201);
    expect(res.body).toEqual({ consultantId: expect.any(Number), username: 'ada.lovelace', temporaryPassword: expect.stringMatching(/^.{12}$/) });
    const entry = (await t.http().get(`/api/consultants/${res.body.consultantId}`).expect(200)).body;
    expect(entry).toMatchObject({ isApproved: true, isFeatured: true, expertise: ['finance', 'technology'], specializations: 'Audit' });
    expect(await mailsTo(t, full.email, 'temporaryCredentialsNotice')).toHaveLength(1);
    expect((await auditRows(t, 'consultant_account_created')).some((row) => row.subjectId === res.body.consultantId)).toBe(true);
    const login = await t.agent().post('/api/auth/login').send({ username: 'ada.lovelace', password: res.body.temporaryPassword }).expect(200);
    expect(login.body).toMatchObject({ mustChangePassword: true });

    const simple = await admin.post('/api/admin/create-consultant-account').send({ username: 'simple.sam', email: 'sam@example.org', name: 'Sam Simple', password: 'Simple-Passw0rd!' }).expect(201);
    expect(simple.body).toMatchObject({ username: 'simple.sam', temporaryPassword: 'Simple-Passw0rd!' });

    const invalid = await admin.post('/api/admin/create-consultant-account').send({ ...full, username: 'x.y', email: 'other@example.org', profileSummary: 'Too short' }).expect(400);
    expect(invalid.body.errors).toEqual({ profileSummary: 'Profile summary must be at least 50 characters' });
    const noExpertise = await admin.post('/api/admin/create-consultant-account').send({ ...full, username: 'x.z', email: 'other2@example.org', expertise: [] }).expect(400);
    expect(noExpertise.body.errors).toEqual({ expertise: 'At least one expertise area is required' });
    const simpleShort = await admin.post('/api/admin/create-consultant-account').send({ username: 'sh', email: 'nope', name: 'S', password: 'short' }).expect(400);
    expect(simpleShort.body.errors).toMatchObject({ username: 'Username must be at least 3 characters', email: 'Invalid email address', name: 'Name must be at least 2 characters', password: 'Password must be at least 8 characters' });
    const fullBadEmail = await admin.post('/api/admin/create-consultant-account').send({ ...full, username: 'x.w', email: 'nope' }).expect(400);
    expect(fullBadEmail.body.errors).toEqual({ email: 'Valid email is required' });
    await admin.post('/api/admin/create-consultant-account').send({ ...full }).expect(409);
  });
});
