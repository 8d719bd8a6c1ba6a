import { In } from 'typeorm';

import { EXPERTISE_KEYS } from '../../src/contracts';
import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { hashPassword } from '../../src/modules/identity/domain/password-hasher';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MessageEntity } from '../../src/modules/projects/infrastructure/message.entity';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { DEMO_CHARITIES, DEMO_CONSULTANTS } from '../../src/seed/demo-data';
import { DEMO_PASSWORD, seedDemo } from '../../src/seed/seed-demo';
import { createTestApp, signIn, TestApp } from '../support/test-app';

describe('demo seed (make run, SEED_DEMO=true)', () => {
  let t: TestApp;
  let passwordHash: string;
  beforeAll(async () => {
    t = await createTestApp();
    passwordHash = await hashPassword(DEMO_PASSWORD);
  });
  afterAll(() => t.close());

  const count = (entity: typeof UserEntity | typeof ConsultantEntity | typeof CharityEntity | typeof ProjectEntity | typeof MessageEntity) => t.dataSource.getRepository(entity).count();

  it('has realistic, valid demo data', () => {
    expect(DEMO_CONSULTANTS.length).toBeGreaterThanOrEqual(12);
    expect(DEMO_CHARITIES).toHaveLength(3);
    const usernames = [...DEMO_CONSULTANTS, ...DEMO_CHARITIES].map((a) => a.username);
    expect(new Set(usernames).size).toBe(usernames.length);
    for (const c of DEMO_CONSULTANTS) {
      expect(c.expertise.length).toBeGreaterThan(0);
      for (const key of c.expertise) expect(EXPERTISE_KEYS).toContain(key);
      expect(c.name).toMatch(/^\S+ \S+$/);
      expect(c.email).toMatch(/@example\.org$/);
    }
    expect(DEMO_CONSULTANTS.some((c) => !c.availability)).toBe(true);
    expect(DEMO_CONSULTANTS.filter((c) => c.isFeatured).length).toBeGreaterThanOrEqual(2);
    const statuses = new Set(DEMO_CHARITIES.flatMap((c) => c.projects.map((p) => p.status)));
    expect([...statuses].sort()).toEqual(['cancelled', 'completed', 'in_progress', 'matching', 'pending']);
  });

  it('adds approved, onboarded consultants, charities, projects and messages', async () => {
    const before = await count(UserEntity);
    const result = await seedDemo(t.dataSource, { termsVersion: t.config.termsVersion, passwordHash });
    const projects = DEMO_CHARITIES.flatMap((c) => c.projects);
    expect(result).toEqual({
      consultantsCreated: DEMO_CONSULTANTS.length,
      charitiesCreated: DEMO_CHARITIES.length,
      projectsCreated: projects.length,
      messagesCreated: projects.reduce((sum, p) => sum + (p.messages?.length ?? 0), 0),
      skipped: [],
    });
    expect(await count(UserEntity)).toBe(before + DEMO_CONSULTANTS.length + DEMO_CHARITIES.length);

    const consultants = await t.dataSource.getRepository(ConsultantEntity).find();
    expect(consultants).toHaveLength(DEMO_CONSULTANTS.length);
    expect(consultants.every((c) => c.isApproved)).toBe(true);
    const users = await t.dataSource.getRepository(UserEntity).findBy({ username: In(DEMO_CONSULTANTS.map((c) => c.username)) });
    for (const user of users) {
      expect(user).toMatchObject({ role: 'consultant', isConsultant: true, mustChangePassword: false, hasAcceptedTerms: true, termsVersion: t.config.termsVersion });
      expect(user.password).toBe(passwordHash);
    }

    const inProgress = await t.dataSource.getRepository(ProjectEntity).findBy({ status: 'in_progress' });
    expect(inProgress.length).toBeGreaterThan(0);
    expect(inProgress.every((p) => p.consultantId !== null)).toBe(true);
    const messages = await t.dataSource.getRepository(MessageEntity).findBy({ projectId: inProgress[0].id });
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.every((m) => m.createdAt.getTime() < Date.now())).toBe(true);
  });

  it('never duplicates on a second run', async () => {
    const counts = await Promise.all([UserEntity, ConsultantEntity, CharityEntity, ProjectEntity, MessageEntity].map((e) => count(e)));
    const again = await seedDemo(t.dataSource, { termsVersion: t.config.termsVersion, passwordHash });
    expect(again).toMatchObject({ consultantsCreated: 0, charitiesCreated: 0, projectsCreated: 0, messagesCreated: 0 });
    expect(again.skipped).toHaveLength(DEMO_CONSULTANTS.length + DEMO_CHARITIES.length);
    expect(await Promise.all([UserEntity, ConsultantEntity, CharityEntity, ProjectEntity, MessageEntity].map((e) => count(e)))).toEqual(counts);
  });

  it('lets demo users sign in with the documented password', async () => {
    const consultant = await signIn(t, 'sarah.mitchell', DEMO_PASSWORD);
    const me = await consultant.get('/api/auth/user').expect(200);
    expect(me.body).toMatchObject({ role: 'consultant', needsTermsUpdate: false, consultantProfile: { isApproved: true, isFeatured: true } });

    const charity = await signIn(t, 'riverside.foodbank', DEMO_PASSWORD);
    const charityMe = await charity.get('/api/auth/user').expect(200);
    expect(charityMe.body).toMatchObject({ role: 'charity', organization: 'Riverside Community Food Bank', charityProfile: { membershipTier: 'small', membershipActive: true } });
  });
});
