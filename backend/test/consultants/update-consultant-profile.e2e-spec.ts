import { AuditLogEntity } from '../../src/modules/audit/infrastructure/audit-log.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { consultantApplication, signInAsAdmin } from '../support/fixtures';
import { countStatements, preListedConsultantSignedIn, registeredCharity, SignedInConsultant } from '../support/dashboard-accounts';
import { createTestApp, TestApp } from '../support/test-app';

describe('PATCH /api/consultants/:id: availability and profile edit (spec 000 §4–§7, D1)', () => {
  let t: TestApp;
  let tom: SignedInConsultant;
  let helen: SignedInConsultant;

  beforeAll(async () => {
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' });
    tom = await preListedConsultantSignedIn(t);
    helen = await preListedConsultantSignedIn(t);
  });
  afterAll(() => t.close());

  const profile = (id: number) => t.dataSource.getRepository(ConsultantEntity).findOneByOrFail({ id });

  it('toggles availability, and the change persists', async () => {
    const off = await tom.agent.patch(`/api/consultants/${tom.consultantId}`).send({ availability: false }).expect(200);
    expect(off.body).toMatchObject({ id: tom.consultantId, availability: false });
    expect((await tom.agent.get('/api/auth/user').expect(200)).body.consultantProfile.availability).toBe(false);
    expect((await profile(tom.consultantId)).availability).toBe(false);

    await tom.agent.patch(`/api/consultants/${tom.consultantId}`).send({ availability: true }).expect(200);
    expect((await tom.agent.get('/api/auth/user').expect(200)).body.consultantProfile.availability).toBe(true);
  });

  it('saves the profile form and answers the updated profile summary', async () => {
    const res = await tom.agent
      .patch(`/api/consultants/${tom.consultantId}`)
      .send({
        expertise: ['finance', 'strategy', 'finance'],
        yearsExperience: 21,
        profileSummary: '  Finance director turned interim consultant.  ',
        previousExperience: 'CFO of a national health charity.',
        specialisations: 'Budgeting, audit',
        linkedin: 'https://www.linkedin.com/in/tom',
      })
      .expect(200);

    expect(res.body).toEqual({
      id: tom.consultantId,
      expertise: ['finance', 'strategy'],
      specialisations: 'Budgeting, audit',
      yearsExperience: 21,
      availability: true,
      profileSummary: 'Finance director turned interim consultant.',
      previousExperience: 'CFO of a national health charity.',
      linkedin: 'https://www.linkedin.com/in/tom',
      isApproved: true,
      isFeatured: false,
    });
    const me = await tom.agent.get('/api/auth/user').expect(200);
    expect(me.body.consultantProfile).toEqual(res.body);
  });

  it('clears optional text sent blank, and leaves fields that were not sent alone', async () => {
    const res = await tom.agent.patch(`/api/consultants/${tom.consultantId}`).send({ linkedin: '', specialisations: '   ' }).expect(200);
    expect(res.body).toMatchObject({ linkedin: null, specialisations: null, yearsExperience: 21, expertise: ['finance', 'strategy'] });
    expect(await profile(tom.consultantId)).toMatchObject({ linkedin: null, specialisations: null, yearsExperience: 21 });
  });

  it("answers 404 for another consultant's profile, exactly like a missing one, and changes nothing", async () => {
    const before = await profile(helen.consultantId);
    const other = await tom.agent.patch(`/api/consultants/${helen.consultantId}`).send({ availability: !before.availability }).expect(404);
    const missing = await tom.agent.patch('/api/consultants/999999').send({ availability: false }).expect(404);
    expect(other.body).toEqual(missing.body);
    expect(other.body.message).toBe('Consultant profile not found');
    expect(await profile(helen.consultantId)).toEqual(before);
  });

  it("lets an admin change any consultant's profile", async () => {
    const admin = await signInAsAdmin(t);
    const res = await admin.patch(`/api/consultants/${helen.consultantId}`).send({ availability: false, yearsExperience: 30 }).expect(200);
    expect(res.body).toMatchObject({ id: helen.consultantId, availability: false, yearsExperience: 30 });
    expect(await profile(helen.consultantId)).toMatchObject({ availability: false, yearsExperience: 30 });
    await admin.patch('/api/consultants/999999').send({ availability: false }).expect(404);
  });

  it("audits an admin's change to another consultant's profile (which fields, not their values), and not a consultant's own", async () => {
    const rows = () => t.dataSource.getRepository(AuditLogEntity).find({ where: { action: 'consultant_profile_updated' }, order: { id: 'ASC' } });
    const before = (await rows()).length;
    await tom.agent.patch(`/api/consultants/${tom.consultantId}`).send({ yearsExperience: 22 }).expect(200);
    expect(await rows()).toHaveLength(before);

    const admin = await signInAsAdmin(t);
    await admin.patch(`/api/consultants/${helen.consultantId}`).send({ yearsExperience: 31, profileSummary: 'Governance reviews for trustees.' }).expect(200);
    const audit = await rows();
    expect(audit).toHaveLength(before + 1);
    expect(audit.at(-1)).toMatchObject({ subjectType: 'consultant', subjectId: helen.consultantId, subjectUserId: helen.userId, actorUserId: expect.any(Number), ipAddress: expect.any(String) });
    expect(audit.at(-1)!.actorUserId).not.toBe(helen.userId);
    expect(JSON.parse(audit.at(-1)!.details ?? '{}')).toEqual({ fields: 'yearsExperience,profileSummary' });
  });

  it('refuses charities (403) and anonymous callers (401)', async () => {
    const charity = await registeredCharity(t);
    const denied = await charity.agent.patch(`/api/consultants/${tom.consultantId}`).send({ availability: false }).expect(403);
    expect(denied.body.message).toBe('Forbidden');
    const anonymous = await t.http().patch(`/api/consultants/${tom.consultantId}`).send({ availability: false }).expect(401);
    expect(anonymous.body.message).toBe('Authentication required');
    expect((await profile(tom.consultantId)).availability).toBe(true);
  });

  it.each([
    ['isApproved', { isApproved: false }],
    ['isFeatured', { isFeatured: true }],
    ['userId', { userId: 1 }],
    ['profileImageUrl', { profileImageUrl: 'https://evil.example/x.png' }],
    ['profileImageUrl as a script', { profileImageUrl: 'javascript:alert(1)' }],
  ])('refuses mass assignment of %s (400) and stores nothing', async (_field, body) => {
    const before = await profile(tom.consultantId);
    const res = await tom.agent.patch(`/api/consultants/${tom.consultantId}`).send({ availability: false, ...body }).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(await profile(tom.consultantId)).toEqual(before);
  });

  it.each([
    [{ yearsExperience: -1 }, 'yearsExperience', 'Years of experience must be positive'],
    [{ yearsExperience: 2.5 }, 'yearsExperience', 'Years of experience must be a whole number'],
    [{ yearsExperience: null }, 'yearsExperience', 'Years of experience must be a whole number'],
    [{ yearsExperience: '12 years' }, 'yearsExperience', 'Years of experience must be a whole number'],
    [{ yearsExperience: 81 }, 'yearsExperience', 'Years of experience must be 80 or fewer'],
    [{ expertise: ['finance', 'astrology'] }, 'expertise', 'Please select expertise from the list'],
    [{ expertise: 'finance' }, 'expertise', 'Please select expertise from the list'],
    [{ availability: 'yes' }, 'availability', 'Availability must be true or false'],
    [{ availability: null }, 'availability', 'Availability must be true or false'],
    [{ linkedin: 'javascript:alert(1)' }, 'linkedin', 'Please enter a valid LinkedIn profile URL'],
    [{ linkedin: 'JAVASCRIPT://linkedin.com/%0Aalert(1)' }, 'linkedin', 'Please enter a valid LinkedIn profile URL'],
    [{ linkedin: 'data:text/html,<script>alert(1)</script>' }, 'linkedin', 'Please enter a valid LinkedIn profile URL'],
    [{ linkedin: 'ftp://linkedin.com/in/tom' }, 'linkedin', 'Please enter a valid LinkedIn profile URL'],
  ])('validates %j', async (body, field, message) => {
    const res = await tom.agent.patch(`/api/consultants/${tom.consultantId}`).send(body).expect(400);
    expect(res.body.message).toBe(message);
    expect(res.body.errors).toEqual({ [field]: message });
  });

  it('saves every LinkedIn address the application accepted, and typed numbers as the form reads them', async () => {
    for (const linkedin of ['linkedin.com/in/tom-okafor', 'http://uk.linkedin.com/in/tom', 'https://www.linkedin.com/in/tom?trk=x']) {
      const applied = consultantApplication();
      const applicant = t.agent();
      await applicant.post('/api/register/consultant').send({ ...applied, consultant: { ...applied.consultant, linkedin } }).expect(201);
      const me = await applicant.get('/api/auth/user').expect(200);
      const stored = me.body.consultantProfile.linkedin as string;
      const res = await applicant.patch(`/api/consultants/${me.body.consultantProfile.id}`).send({ linkedin: stored, yearsExperience: '1,2' }).expect(200);
      expect(res.body).toMatchObject({ linkedin: stored, yearsExperience: 12 });
    }
  });

  it('answers 400 for an id that is not a number', async () => {
    await tom.agent.patch('/api/consultants/abc').send({ availability: false }).expect(400);
  });

  it('stops a consultant who has not finished onboarding', async () => {
    const pending = await preListedConsultantSignedIn(t, { onboard: false });
    const res = await pending.agent.patch(`/api/consultants/${pending.consultantId}`).send({ availability: false }).expect(403);
    expect(res.body).toMatchObject({ code: 'ONBOARDING_REQUIRED' });
    expect((await profile(pending.consultantId)).availability).toBe(true);
  });

  it('needs at most three SQL statements, session included', async () => {
    const statements = await countStatements(t, () => tom.agent.patch(`/api/consultants/${tom.consultantId}`).send({ availability: true, yearsExperience: 22 }).expect(200));
    expect(statements.length).toBeGreaterThan(0);
    expect(statements.length).toBeLessThanOrEqual(3);
  });
});
