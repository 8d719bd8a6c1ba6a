import type { AccessLevel, UserRole } from '../../src/contracts';
import { hashPassword } from '../../src/modules/identity/domain/password-hasher';
import type { RouteAccess } from '../authz-matrix/authz-table';
import { insertCharity, insertConsultant, insertProject, insertUser } from './seeding';
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
  // Every persona signs in: a real hash and accepted terms (userFields), the rows written by the seeding helpers.
  const personaConsultant = async (username: string, role: UserRole = 'consultant', isAdmin = false) => {
    const seeded = await insertConsultant(t, {
      user: userFields(username, role, { isAdmin, isConsultant: true }),
      profile: { expertise: ['finance', 'governance'], yearsExperience: 15, profileSummary: 'Matrix consultant' },
    });
    return { user: { id: seeded.userId, username }, consultantId: seeded.consultantId };
  };

  const seededCharity = await insertCharity(t, { user: userFields('matrix.charity', 'charity', { organisation: 'Matrix Food Bank' }), profile: { mission: 'Matrix mission' } });
  const charity = { id: seededCharity.userId, username: 'matrix.charity' };
  const charityId = seededCharity.charityId;

  const { user: consultant, consultantId } = await personaConsultant('matrix.consultant');

  const adminRow = await insertUser(t, userFields('matrix.admin', 'admin', { isAdmin: true }));
  const admin = { id: adminRow.id, username: 'matrix.admin' };

  const { user: dualRole } = await personaConsultant('matrix.dual', 'admin', true);
  const { user: owner } = await personaConsultant('matrix.owner');
  const { user: subject, consultantId: subjectConsultantId } = await personaConsultant('matrix.subject');

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

