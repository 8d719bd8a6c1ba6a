import { DataSource, EntityManager, In } from 'typeorm';

import { CharityEntity } from '../modules/charities/infrastructure/charity.entity';
import { buildSearchDocument, expertiseMask } from '../modules/consultants/domain/directory-search';
import { ConsultantEntity } from '../modules/consultants/infrastructure/consultant.entity';
import { hashPassword } from '../modules/identity/domain/password-hasher';
import { TermsAcceptanceEntity } from '../modules/identity/infrastructure/terms-acceptance.entity';
import { UserEntity } from '../modules/identity/infrastructure/user.entity';
import { MessageEntity } from '../modules/projects/infrastructure/message.entity';
import { ProjectEntity, statusRankOf } from '../modules/projects/infrastructure/project.entity';
import { DEMO_CHARITIES, DEMO_CONSULTANTS, DEMO_PASSWORD, DemoCharity, DemoConsultant } from './demo-data';

export { DEMO_PASSWORD } from './demo-data';

export interface SeedOptions {
  termsVersion: string;
  now?: Date;
  /** The demo password's hash; computed once when not given (scrypt is deliberately slow). */
  passwordHash?: string;
}

export interface SeedResult {
  consultantsCreated: number;
  charitiesCreated: number;
  projectsCreated: number;
  messagesCreated: number;
  skipped: string[];
}

const DAY = 24 * 60 * 60_000;
const HOUR = 60 * 60_000;

/** YYYY-MM-DD in UTC, for date-only columns. */
const dateOnly = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Demo consultants, charities, projects and messages for a local run. Idempotent: an account whose
 * username already exists is left alone (with everything that belongs to it), so running the seed
 * again, or after real use, never duplicates or overwrites anything.
 */
export async function seedDemo(dataSource: DataSource, options: SeedOptions): Promise<SeedResult> {
  const now = options.now ?? new Date();
  const result: SeedResult = { consultantsCreated: 0, charitiesCreated: 0, projectsCreated: 0, messagesCreated: 0, skipped: [] };
  const usernames = [...DEMO_CONSULTANTS, ...DEMO_CHARITIES].map((account) => account.username);
  const existing = new Set(
    (await dataSource.getRepository(UserEntity).find({ where: { username: In(usernames) }, select: { id: true, username: true } })).map((user) => user.username),
  );
  result.skipped = usernames.filter((username) => existing.has(username));
  if (existing.size === usernames.length) return result;

  let hash = options.passwordHash;
  const passwordHash = async () => (hash ??= await hashPassword(DEMO_PASSWORD));

  await dataSource.transaction(async (manager) => {
    for (const consultant of DEMO_CONSULTANTS) {
      if (existing.has(consultant.username)) continue;
      await insertConsultant(manager, consultant, await passwordHash(), options.termsVersion, now);
      result.consultantsCreated += 1;
    }

    const consultantIds = await consultantIdsByUsername(manager);
    for (const charity of DEMO_CHARITIES) {
      if (existing.has(charity.username)) continue;
      const counts = await insertCharity(manager, charity, await passwordHash(), consultantIds, now);
      result.charitiesCreated += 1;
      result.projectsCreated += counts.projects;
      result.messagesCreated += counts.messages;
    }
  });
  return result;
}

async function insertUser(
  manager: EntityManager,
  account: { username: string; email: string; name: string; phone: string; organisation: string | null; bio: string; website?: string },
  role: 'consultant' | 'charity',
  passwordHash: string,
  terms: { version: string; acceptedAt: Date } | null,
  createdAt: Date,
): Promise<number> {
  const result = await manager.insert(UserEntity, {
    username: account.username,
    email: account.email,
    emailNormalized: account.email.trim().toLowerCase(),
    password: passwordHash,
    role,
    isAdmin: false,
    isConsultant: role === 'consultant',
    name: account.name,
    organisation: account.organisation,
    phone: account.phone,
    bio: account.bio,
    website: account.website ?? null,
    mustChangePassword: false,
    hasAcceptedTerms: !!terms,
    termsVersion: terms?.version ?? null,
    termsAcceptedAt: terms?.acceptedAt ?? null,
    createdAt,
  });
  return result.identifiers[0].id as number;
}

async function insertConsultant(manager: EntityManager, consultant: DemoConsultant, passwordHash: string, termsVersion: string, now: Date): Promise<void> {
  const joined = new Date(now.getTime() - (30 + consultant.yearsExperience * 7) * DAY);
  const acceptedAt = new Date(joined.getTime() + 2 * DAY);
  const userId = await insertUser(manager, consultant, 'consultant', passwordHash, { version: termsVersion, acceptedAt }, joined);
  await manager.insert(ConsultantEntity, {
    userId,
    expertise: consultant.expertise,
    yearsExperience: consultant.yearsExperience,
    availability: consultant.availability,
    linkedin: consultant.linkedin,
    isApproved: true,
    isFeatured: consultant.isFeatured,
    profileSummary: consultant.profileSummary,
    previousExperience: consultant.previousExperience,
    specialisations: consultant.specialisations,
    profileImageUrl: null,
    availabilityConfirmedAt: now,
    availableNow: consultant.availability,
    searchDocument: buildSearchDocument(consultant),
    expertiseMask: expertiseMask(consultant.expertise),
  });
  await manager.insert(TermsAcceptanceEntity, { userId, termsVersion, acceptedAt, ipAddress: null, userAgent: 'demo seed' });
}

async function consultantIdsByUsername(manager: EntityManager): Promise<Map<string, { consultantId: number; userId: number }>> {
  const rows = await manager
    .createQueryBuilder(ConsultantEntity, 'consultant')
    .innerJoin(UserEntity, 'user', 'user.id = consultant.userId')
    .select(['consultant.id AS consultantId', 'user.id AS userId', 'user.username AS username'])
    .where('user.username IN (:...usernames)', { usernames: DEMO_CONSULTANTS.map((c) => c.username) })
    .getRawMany<{ consultantId: number; userId: number; username: string }>();
  return new Map(rows.map((row) => [row.username, { consultantId: Number(row.consultantId), userId: Number(row.userId) }]));
}

async function insertCharity(
  manager: EntityManager,
  charity: DemoCharity,
  passwordHash: string,
  consultants: Map<string, { consultantId: number; userId: number }>,
  now: Date,
): Promise<{ projects: number; messages: number }> {
  const joined = new Date(now.getTime() - 200 * DAY);
  const userId = await insertUser(manager, charity, 'charity', passwordHash, null, joined);
  const charityResult = await manager.insert(CharityEntity, {
    userId,
    registeredNumber: charity.registeredNumber,
    revenue: charity.revenue,
    employeeCount: charity.employeeCount,
    foundingYear: charity.foundingYear,
    mission: charity.mission,
    primaryCause: charity.primaryCause,
    location: charity.location,
    membershipTier: charity.membershipTier,
    membershipActive: charity.membershipEndsInDays !== null,
    membershipExpiry: charity.membershipEndsInDays === null ? null : dateOnly(new Date(now.getTime() + charity.membershipEndsInDays * DAY)),
  });
  const charityId = charityResult.identifiers[0].id as number;

  let messages = 0;
  for (const project of charity.projects) {
    const assigned = project.consultant ? consultants.get(project.consultant) : undefined;
    const projectResult = await manager.insert(ProjectEntity, {
      title: project.title,
      description: project.description,
      charityId,
      consultantId: assigned?.consultantId ?? null,
      expertiseRequired: project.expertiseRequired,
      status: project.status,
      statusRank: statusRankOf(project.status),
      estimatedHours: project.estimatedHours,
      startDate: project.startInDays === null ? null : dateOnly(new Date(now.getTime() + project.startInDays * DAY)),
      endDate: project.endInDays === null ? null : dateOnly(new Date(now.getTime() + project.endInDays * DAY)),
      createdAt: new Date(now.getTime() - project.createdDaysAgo * DAY),
      notes: project.notes,
    });
    const projectId = projectResult.identifiers[0].id as number;
    if (!assigned || !project.messages?.length) continue;
    await manager.insert(
      MessageEntity,
      project.messages.map((message) => ({
        projectId,
        senderId: message.from === 'charity' ? userId : assigned.userId,
        content: message.content,
        createdAt: new Date(now.getTime() - message.hoursAgo * HOUR),
        isRead: message.isRead,
        // Demo messages are not news: the unread digest should not mail example.org addresses about them.
        notifiedAt: message.isRead ? null : now,
      })),
    );
    messages += project.messages.length;
  }
  return { projects: charity.projects.length, messages };
}
