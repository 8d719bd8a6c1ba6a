import type { Response } from 'supertest';
import type TestAgent from 'supertest/lib/agent';

import { ACCESS_LEVELS } from '../../src/contracts';
import { discoverRoutes, LiveRoute } from '../support/live-routes';
import { createFixtures, fillParams, Fixtures, grants, PASSWORD, Persona, PERSONAS, OWNER_EMAIL } from '../support/personas';
import { createTestApp, TestApp } from '../support/test-app';
import { AUTHZ_TABLE } from './authz-table';

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
        // The guards refuse with these exact messages; a route's own 401 (a password re-entry answered without a
        // password, issue 19) comes after the guards let the persona in.
        const refusedByGuard = (res.status === 401 && res.body?.message === 'Authentication required') || (res.status === 403 && res.body?.message === 'Forbidden');
        if (refusedByGuard) problems.push(`${route.key} (${JSON.stringify(access)}): expected access, got ${seen}`);
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
