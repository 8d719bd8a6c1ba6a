import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

import { ACCESS_LEVELS, AccessLevel, UserRole } from '../../src/contracts';
import { CharityEntity } from '../../src/modules/charities/infrastructure/charity.entity';
import { ConsultantEntity } from '../../src/modules/consultants/infrastructure/consultant.entity';
import { hashPassword } from '../../src/modules/identity/domain/password-hasher';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { ProjectEntity } from '../../src/modules/projects/infrastructure/project.entity';
import { discoverRoutes, LiveRoute } from '../support/live-routes';
import { createTestApp, TestApp } from '../support/test-app';
import { AUTHZ_TABLE, RouteAccess } from './authz-table';

const PASSWORD = 'Matrix-Passw0rd!';

const PERSONAS = ['anonymous', 'charity', 'consultant', 'owner', 'dualRole', 'admin'] as const;
type Persona = (typeof PERSONAS)[number];

const OWNER_EMAIL = 'matrix.owner@matrix.example';

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

interface Fixtures {
  /** Users signed in as personas, by persona. */
  users: Record<Exclude<Persona, 'anonymous'>, { id: number; username: string }>;
  charityId: number;
  consultantId: number;
  /** An approved consultant that no persona signs in as: admin actions on :consultantId change it, not a persona. */
  subjectConsultantId: number;
  subjectUserId: number;
  projectId: number;
}

async function createFixtures(t: TestApp): Promise<Fixtures> {
  const hash = await hashPassword(PASSWORD);
  const manager = t.dataSource.manager;
  const termsVersion = t.config.termsVersion;
  const insertUser = async (username: string, role: UserRole, flags: { isAdmin?: boolean; isConsultant?: boolean; organisation?: string } = {}) => {
    const email = `${username}@matrix.example`;
    const result = await manager.insert(UserEntity, {
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
    });
    return { id: result.identifiers[0].id as number, username };
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

  const charity = await insertUser('matrix.charity', 'charity', { organisation: 'Matrix Food Bank' });
  const charityId = (
    await manager.insert(CharityEntity, {
      userId: charity.id,
      registeredNumber: '1100001',
      revenue: 250000,
      employeeCount: 8,
      foundingYear: 2004,
      mission: 'Matrix mission',
      primaryCause: 'Poverty relief',
      location: 'Leeds',
      membershipTier: 'small',
      membershipActive: false,
      membershipExpiry: null,
    })
  ).identifiers[0].id as number;

  const consultant = await insertUser('matrix.consultant', 'consultant', { isConsultant: true });
  const consultantId = await insertConsultant(consultant.id);

  const admin = await insertUser('matrix.admin', 'admin', { isAdmin: true });

  const dualRole = await insertUser('matrix.dual', 'admin', { isAdmin: true, isConsultant: true });
  await insertConsultant(dualRole.id);

  const owner = await insertUser('matrix.owner', 'consultant', { isConsultant: true });
  await insertConsultant(owner.id);

  const subject = await insertUser('matrix.subject', 'consultant', { isConsultant: true });
  const subjectConsultantId = await insertConsultant(subject.id);

  const projectId = (
    await manager.insert(ProjectEntity, {
      title: 'Matrix project',
      description: 'A project owned by the charity persona and assigned to the consultant persona.',
      charityId,
      consultantId,
      expertiseRequired: ['finance'],
      status: 'in_progress',
      estimatedHours: 20,
      startDate: null,
      endDate: null,
      notes: null,
    })
  ).identifiers[0].id as number;

  return { users: { charity, consultant, owner, admin, dualRole }, charityId, consultantId, subjectConsultantId, subjectUserId: subject.id, projectId };
}

/** A real value for each route parameter: ids that exist, chosen so that admin actions never alter a persona. */
function fillParams(path: string, f: Fixtures): string {
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

/* ---------------- the test ---------------- */

const grants = (persona: Persona, access: RouteAccess): boolean =>
  (Array.isArray(access) ? (access as readonly AccessLevel[]) : [access as AccessLevel]).some((level) => GRANTS[persona].includes(level));

describe('authorization matrix: every live route × every persona', () => {
  let t: TestApp;
  let routes: LiveRoute[];
  let fixtures: Fixtures;
  const agents = new Map<Persona, TestAgent>();

  beforeAll(async () => {
    t = await createTestApp({ LOGIN_RATE_LIMIT: '1000', FORM_RATE_LIMIT: '1000', OWNER_EMAIL: OWNER_EMAIL });
    routes = discoverRoutes(t.app);
    fixtures = await createFixtures(t);
  });
  afterAll(() => t.close());

  /** A signed-in agent for the persona; signs in again if a route (logout, password change…) ended its session. */
  async function agentFor(persona: Exclude<Persona, 'anonymous'>): Promise<TestAgent> {
    const existing = agents.get(persona);
    if (existing && (await existing.get('/api/auth/user')).status === 200) return existing;
    const agent = t.agent();
    const res = await agent.post('/api/auth/login').send({ username: fixtures.users[persona].username, password: PASSWORD });
    if (res.status !== 200) throw new Error(`persona ${persona} can no longer sign in (${res.status} ${JSON.stringify(res.body)}): a route changed its account`);
    agents.set(persona, agent);
    return agent;
  }

  async function call(persona: Persona, route: LiveRoute): Promise<Response> {
    const client = persona === 'anonymous' ? t.http() : await agentFor(persona);
    const url = fillParams(route.path, fixtures);
    const method = route.method === 'ALL' ? 'GET' : route.method;
    const verb = method.toLowerCase() as 'get' | 'post' | 'put' | 'patch' | 'delete' | 'head' | 'options';
    const req = client[verb](url);
    return ['POST', 'PUT', 'PATCH'].includes(method) ? req.send({}) : req;
  }

  it('discovers the routes of the running app under the global prefix', async () => {
    expect(routes.map((r) => r.key)).toContain('GET /api/health');
    expect(routes.map((r) => r.key)).toContain('POST /api/auth/login');
    await t.http().get('/api/health').expect(200);
  });

  it('lists every live route in authz-table.ts', () => {
    const missing = routes.map((r) => r.key).filter((key) => !(key in AUTHZ_TABLE));
    expect(missing).toEqual([]);
  });

  it('lists no route in authz-table.ts that the app does not serve', () => {
    const live = new Set(routes.map((r) => r.key));
    const extra = Object.keys(AUTHZ_TABLE).filter((key) => !live.has(key));
    expect(extra).toEqual([]);
  });

  it('uses only the shared access keys in the table', () => {
    for (const [key, access] of Object.entries(AUTHZ_TABLE)) {
      const levels = Array.isArray(access) ? access : [access];
      expect({ key, valid: levels.length > 0 && levels.every((level) => (ACCESS_LEVELS as readonly string[]).includes(level)) }).toEqual({ key, valid: true });
    }
  });

  it('signs the owner persona in as the dual-role owner account, so its 403s on admin routes mean something', async () => {
    const res = await (await agentFor('owner')).get('/api/auth/user').expect(200);
    expect(res.body).toMatchObject({ isDualRole: true, isAdmin: false, role: 'consultant' });
  });

  it.each(PERSONAS)('gives %s exactly the access the table says', async (persona) => {
    const problems: string[] = [];
    for (const route of routes) {
      const access = AUTHZ_TABLE[route.key];
      if (access === undefined) continue; // reported by the "lists every live route" test
      const res = await call(persona, route);
      const allowed = grants(persona, access);
      const seen = `${res.status} ${JSON.stringify(res.body).slice(0, 160)}`;
      if (allowed) {
        if (res.status === 401 || res.status === 403) problems.push(`${route.key} (${JSON.stringify(access)}): expected access, got ${seen}`);
        else if (res.status >= 500) problems.push(`${route.key}: answered ${seen} to an empty body`);
      } else if (persona === 'anonymous') {
        if (res.status !== 401 || res.body?.message !== 'Authentication required') problems.push(`${route.key} (${JSON.stringify(access)}): expected 401 'Authentication required', got ${seen}`);
      } else if (res.status !== 403 || res.body?.message !== 'Forbidden') {
        problems.push(`${route.key} (${JSON.stringify(access)}): expected 403 'Forbidden', got ${seen}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
