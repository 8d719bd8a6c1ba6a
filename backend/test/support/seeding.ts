import { buildSearchDocument, expertiseMask, isAvailableNow } from '../../src/modules/consultants';
import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { ProjectEntity, statusRankOf } from '../../src/modules/projects/infrastructure/project.entity';
import type { TestApp } from './test-app';

/**
 * The one way API tests put accounts and projects straight into the tables, for states the API cannot reach in
 * one call (an approved consultant, a project in any status) and without paying for password hashing. Each
 * helper fills what the application would write (the directory's search fields included) and takes any column
 * from the test, so a new NOT NULL column is added here once, not in every spec.
 */
let counter = 0;

export interface Seeded {
  userId: number;
}

/** An account row: a placeholder hash (nobody signs in as it unless the test passes a real one). */
export async function insertUser(t: TestApp, values: Partial<UserEntity> & Pick<UserEntity, 'role'>): Promise<UserEntity & { id: number }> {
  counter += 1;
  const email = values.email ?? `seeded${counter}@example.org`;
  const row = {
    username: `seeded${counter}`,
    password: 'not-a-real-hash',
    email,
    emailNormalized: email.toLowerCase(),
    name: `Seeded ${counter}`,
    createdAt: t.clock.now(),
    ...values,
  } as UserEntity;
  const result = await t.dataSource.manager.insert(UserEntity, row);
  return { ...row, id: result.identifiers[0].id as number };
}

/** A consultant account and profile, approved and available unless the test says otherwise. */
export async function insertConsultant(
  t: TestApp,
  seed: { user?: Partial<UserEntity>; profile?: Partial<ConsultantEntity> } = {},
): Promise<Seeded & { consultantId: number; user: UserEntity }> {
  const user = await insertUser(t, { role: 'consultant', isConsultant: true, ...seed.user });
  const expertise = seed.profile?.expertise ?? ['finance'];
  const profile = {
    userId: user.id,
    expertise,
    yearsExperience: 9,
    availability: true,
    isApproved: true,
    isFeatured: false,
    availabilityConfirmedAt: t.clock.now(),
    ...seed.profile,
  };
  const result = await t.dataSource.manager.insert(ConsultantEntity, {
    searchDocument: buildSearchDocument({
      name: user.name,
      organisation: user.organisation ?? null,
      bio: user.bio ?? null,
      expertise,
      profileSummary: profile.profileSummary ?? null,
      specialisations: profile.specialisations ?? null,
      previousExperience: profile.previousExperience ?? null,
    }),
    expertiseMask: expertiseMask(expertise),
    // As the application and the freshness sweep leave it; a test that needs a sweep still to come passes its own.
    availableNow: isAvailableNow(profile.availability, profile.availabilityConfirmedAt, t.clock.now()),
    ...profile,
  });
  return { userId: user.id, consultantId: result.identifiers[0].id as number, user };
}

/** A charity account and profile (small tier, membership inactive unless the test says otherwise). */
export async function insertCharity(
  t: TestApp,
  seed: { user?: Partial<UserEntity>; profile?: Partial<CharityEntity> } = {},
): Promise<Seeded & { charityId: number }> {
  const user = await insertUser(t, { role: 'charity', organisation: 'Seeded Charity', ...seed.user });
  const result = await t.dataSource.manager.insert(CharityEntity, {
    userId: user.id,
    registeredNumber: '1100001',
    revenue: 250000,
    employeeCount: 8,
    foundingYear: 2004,
    mission: 'A seeded mission',
    primaryCause: 'Poverty relief',
    location: 'Leeds',
    membershipTier: 'small',
    membershipActive: false,
    membershipExpiry: null,
    ...seed.profile,
  });
  return { userId: user.id, charityId: result.identifiers[0].id as number };
}

let projectCounter = 0;

/** A project in any state (POST /api/projects only ever makes pending ones). */
export async function insertProject(t: TestApp, values: Partial<ProjectEntity> & { charityId: number }): Promise<number> {
  projectCounter += 1;
  const result = await t.dataSource.manager.insert(ProjectEntity, {
    title: `Project ${projectCounter}`,
    description: `Description of project ${projectCounter}.`,
    consultantId: null,
    expertiseRequired: ['finance'],
    status: 'pending',
    estimatedHours: null,
    startDate: null,
    endDate: null,
    notes: null,
    ...values,
    statusRank: statusRankOf(values.status ?? 'pending'),
  });
  return result.identifiers[0].id as number;
}
