import type { AccessLevel, UserRole } from '../../src/contracts';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { hashPassword } from '../../src/modules/identity/domain/password-hasher';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import type { RouteAccess } from '../authz-matrix/authz-table';
import { insertCharity, insertProject } from './seeding';
import type { TestApp } from './test-app';

/** The authorization matrix's personas and fixtures, shared with the OpenAPI fuzz test (issue 15). */
export const PASSWORD = 'Matrix-Passw0rd!';

export const PERSONAS = ['anonymous', 'charity', 'consultant', 'owner', 'dualRole', 'admin'] as const;
export type Persona = (typeof PERSONAS)[number];

export const OWNER_EMAIL = 'matrix.owner@matrix.example';

/** Which access keys each persona satisfies. */
const GRANTS: Record<Persona, readonly AccessLevel[]> = {
  anonymous: ['public'],
  charity: ['public', 'signedIn', 'charity'],
  consultant: ['public', 'signedIn', 'consultant'],
  // D6: the OWNER_EMAIL account is dual-role for its dashboard, but only role/isAdmin grant admin rights, so an
  // account registered with the owner's address gains nothing.
  owner: ['public', 'signedIn', 'consultant'],
  admin: ['public', 'signedIn', 'admin'],
  dualRole: ['public', 'signedIn', 'consultant', 'admin'],
};

/* ---------------- personas and fixtures ---------------- */

export interface Fixtures {
  /** Users signed in as personas, by persona. */
  users: Record<Exclude<Persona, 'anonymous'>, { id: number; username: string }>;
  charityId: number;
  consultantId: number;
  /** An approved consultant that no persona signs in as: admin actions on :consultantId change it, not a persona. */
  subjectConsultantId: number;
  subjectUserId: number;
  projectId: number;
}

export async function createFixtures(t: TestApp): Promise<Fixtures> {
  const hash = await hashPassword(PASSWORD);
  const manager = t.dataSource.manager;
  const termsVersion = t.config.termsVersion;
  const userFields = (username: string, role: UserRole, flags: { isAdmin?: boolean; isConsultant?: boolean; organisation?: string } = {}) => {
    const email = `${username}@matrix.example`;
    return {
      username,
      email,
      emailNormalized: email,
      password: hash,
      role,
      isAdmin: flags.isAdmin ?? false,
      isConsultant: flags.isConsultant ?? false,
      name: `Matrix ${username}`,
      organisation: flags.organisation ?? null,
      mustChangePassword: false,
      hasAcceptedTerms: true,
      termsVersion,
      termsAcceptedAt: t.clock.now(),
    };
  };
  const insertUser = async (...args: Parameters<typeof userFields>) => {
    const result = await manager.insert(UserEntity, userFields(...args));
    return { id: result.identifiers[0].id as number, username: args[0] };
  };
  const insertConsultant = async (userId: number) =>
    (
      await manager.insert(ConsultantEntity, {
        userId,
        expertise: ['finance', 'governance'],
        yearsExperience: 15,
        availability: true,
        isApproved: true,
        isFeatured: false,
        profileSummary: 'Matrix consultant',
      })
    ).identifiers[0].id as number;

  const seededCharity = await insertCharity(t, { user: userFields('matrix.charity', 'charity', { organisation: 'Matrix Food Bank' }), profile: { mission: 'Matrix mission' } });
  const charity = { id: seededCharity.userId, username: 'matrix.charity' };
  const charityId = seededCharity.charityId;

  const consultant = await insertUser('matrix.consultant', 'consultant', { isConsultant: true });
  const consultantId = await insertConsultant(consultant.id);

  const admin = await insertUser('matrix.admin', 'admin', { isAdmin: true });

  const dualRole = await insertUser('matrix.dual', 'admin', { isAdmin: true, isConsultant: true });
  await insertConsultant(dualRole.id);

  const owner = await insertUser('matrix.owner', 'consultant', { isConsultant: true });
  await insertConsultant(owner.id);

  const subject = await insertUser('matrix.subject', 'consultant', { isConsultant: true });
  const subjectConsultantId = await insertConsultant(subject.id);

  const projectId = await insertProject(t, {
    title: 'Matrix project',
    description: 'A project owned by the charity persona and assigned to the consultant persona.',
    charityId,
    consultantId,
    status: 'in_progress',
    estimatedHours: 20,
  });

  return { users: { charity, consultant, owner, admin, dualRole }, charityId, consultantId, subjectConsultantId, subjectUserId: subject.id, projectId };
}

/** A real value for each route parameter: ids that exist, chosen so that admin actions never alter a persona. */
export function fillParams(path: string, f: Fixtures): string {
  return path
    .replace(/:([A-Za-z0-9_]+)(\([^)]*\))?\??/g, (_all, name: string) => {
      switch (name) {
        case 'consultantId':
          return String(f.subjectConsultantId);
        case 'charityId':
          return String(f.charityId);
        case 'projectId':
          return String(f.projectId);
        case 'userId':
          return String(f.subjectUserId);
        case 'id':
          if (/\/consultants?\b|\/consultant-/.test(path)) return String(f.subjectConsultantId);
          if (/\/projects?\b/.test(path)) return String(f.projectId);
          if (/\/charit(y|ies)\b/.test(path)) return String(f.charityId);
          if (/\/users?\b/.test(path)) return String(f.subjectUserId);
          return '1';
        default:
          return '1';
      }
    })
    .replace(/\*[A-Za-z0-9_]*/g, 'x');
}

export const grants = (persona: Persona, access: RouteAccess): boolean =>
  (Array.isArray(access) ? (access as readonly AccessLevel[]) : [access as AccessLevel]).some((level) => GRANTS[persona].includes(level));

