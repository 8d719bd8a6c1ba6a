import { OWN_CONSULTANT_PROFILE_TEXTS, PRE_LISTED_PROFILE_MESSAGES, VALIDATION_MESSAGES } from '../../src/contracts';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { preListedConsultantSignedIn, registeredCharity } from '../support/dashboard-accounts';
import { signInAsAdmin } from '../support/fixtures';
import { createTestApp, TEST_ADMIN, TestApp } from '../support/test-app';

const OWNER_EMAIL = 'owner.own-profile@example.org';
const PROFILE = { expertise: ['governance', 'strategy'], yearsExperience: 20, profileSummary: 'Founder and trustee adviser to small charities.', linkedin: '' };

/** Issue 16: the dual-role owner without a consultant profile creates one from the dual-role dashboard. */
describe('POST /api/consultants/own-profile (issue 16)', () => {
  let t: TestApp;
  beforeAll(async () => {
    // The seeded admin is the owner here: an admin without a consultant profile, dual-role by its e-mail (D6).
    t = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000', OWNER_EMAIL: TEST_ADMIN.email });
  });
  afterAll(() => t.close());

  it('tells the owner it has no profile, then creates an approved one (an admin) with availability off', async () => {
    const owner = await signInAsAdmin(t);
    const before = (await owner.get('/api/auth/user').expect(200)).body;
    expect(before).toMatchObject({ isDualRole: true, consultantProfile: null });

    const bad = await owner.post('/api/consultants/own-profile').send({ expertise: [], yearsExperience: 3, profileSummary: ' ' }).expect(400);
    expect(bad.body.errors).toMatchObject({ expertise: VALIDATION_MESSAGES.selectExpertise, profileSummary: PRE_LISTED_PROFILE_MESSAGES.profileSummaryRequired });
    await owner.post('/api/consultants/own-profile').send({ ...PROFILE, isApproved: true }).expect(400);

    const created = await owner.post('/api/consultants/own-profile').send(PROFILE).expect(201);
    expect(created.body).toMatchObject({
      isDualRole: true,
      isConsultant: true,
      consultantProfile: { expertise: ['governance', 'strategy'], yearsExperience: 20, profileSummary: PROFILE.profileSummary, isApproved: true, availability: false, linkedin: null },
    });
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: TEST_ADMIN.username });
    expect(user.isConsultant).toBe(true);
    expect(await t.dataSource.getRepository(ConsultantEntity).countBy({ userId: user.id })).toBe(1);
    expect((await owner.get('/api/auth/user').expect(200)).body.consultantProfile.id).toBe(created.body.consultantProfile.id);

    const again = await owner.post('/api/consultants/own-profile').send(PROFILE).expect(409);
    expect(again.body.message).toBe(OWN_CONSULTANT_PROFILE_TEXTS.exists);
  });

  it('refuses anyone who is not dual-role, and visitors', async () => {
    const charity = await registeredCharity(t, { email: 'not.owner@example.org' });
    const refused = await charity.agent.post('/api/consultants/own-profile').send(PROFILE).expect(403);
    expect(refused.body.message).toBe(OWN_CONSULTANT_PROFILE_TEXTS.notDualRole);
    const consultant = await preListedConsultantSignedIn(t);
    await consultant.agent.post('/api/consultants/own-profile').send(PROFILE).expect(403);
    await t.http().post('/api/consultants/own-profile').send(PROFILE).expect(401);
  });

  it('keeps a non-admin owner\'s profile for review (not approved), two submits making one profile', async () => {
    const other = await createTestApp({ FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000', OWNER_EMAIL });
    try {
      const owner = await registeredCharity(other, { email: OWNER_EMAIL });
      expect((await owner.agent.get('/api/auth/user').expect(200)).body).toMatchObject({ isDualRole: true, consultantProfile: null });
      const answers = await Promise.all([owner.agent.post('/api/consultants/own-profile').send(PROFILE), owner.agent.post('/api/consultants/own-profile').send(PROFILE)]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409]);
      const created = answers.find((answer) => answer.status === 201)!;
      expect(created.body.consultantProfile).toMatchObject({ isApproved: false, availability: false });
      expect(await other.dataSource.getRepository(ConsultantEntity).countBy({ userId: owner.userId })).toBe(1);
      // Not approved: not in the public directory.
      await other.http().get(`/api/consultants/${created.body.consultantProfile.id}`).expect(404);
    } finally {
      await other.close();
    }
  });
});
