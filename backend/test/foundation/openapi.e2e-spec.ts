import { discoverRoutes, LiveRoute } from '../support/live-routes';
import { createTestApp, TestApp } from '../support/test-app';

type Schema = { $ref?: string; type?: string; properties?: Record<string, unknown>; items?: Schema; oneOf?: Schema[]; format?: string };
interface Operation {
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses: Record<string, { description?: string; content?: Record<string, { schema?: Schema }> }>;
}
interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
}

/** Handlers that take no body at all. */
const BODYLESS = new Set([
  'POST /api/auth/logout',
  // Admin actions on the record named in the path (issue 10)
  'POST /api/admin/consultant-applications/:id/approve',
  'POST /api/admin/standardize-consultant-credentials',
  'POST /api/admin/consultant-credentials/:id/test',
  'POST /api/admin/resend-terms/:id',
  'POST /api/admin/mail-outbox/:id/retry',
  // Matching (issue 17): the consultant accepts the request named in the path
  'POST /api/match-requests/:id/accept',
  'POST /api/admin/membership-requests/:id/activate',
  // Issue 16, Manage Membership: the admin's answer to the tier change or any request named in the path
  'POST /api/admin/membership-requests/:id/change-tier',
  'POST /api/admin/membership-requests/:id/decline',
  // Case studies (issue 18): the charity declines or withdraws the case study named in the path
  'POST /api/case-studies/:id/decline',
  'POST /api/case-studies/:id/withdraw',
]);

/** '/api/consultants/:id' → '/api/consultants/{id}' (OpenAPI's path template). */
const openApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

/** Issue 6 §4: the OpenAPI document covers every live route, with request and response schemas. */
describe('OpenAPI document and UI', () => {
  let t: TestApp;
  let document: OpenApiDocument;
  let routes: LiveRoute[];

  beforeAll(async () => {
    t = await createTestApp();
    routes = discoverRoutes(t.app);
    document = (await t.http().get('/api/openapi.json').expect(200).expect('Content-Type', /json/)).body;
  });
  afterAll(() => t.close());

  const resolve = (schema: Schema | undefined): Schema | undefined => {
    if (!schema?.$ref) return schema;
    return document.components.schemas[schema.$ref.replace('#/components/schemas/', '')];
  };
  const operationOf = (route: LiveRoute) => document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];

  it('is an OpenAPI 3 document and the route discovery finds routes', () => {
    expect(document.openapi).toMatch(/^3\./);
    expect(routes.length).toBeGreaterThan(10);
  });

  it('documents every live route', () => {
    const missing = routes.filter((route) => !operationOf(route)).map((route) => route.key);
    expect(missing).toEqual([]);
  });

  it('documents no route that does not exist', () => {
    const live = new Set(routes.map((route) => `${route.method} ${openApiPath(route.path)}`));
    const documented = Object.entries(document.paths).flatMap(([path, item]) => Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`));
    expect(documented.filter((key) => !live.has(key))).toEqual([]);
  });

  it('gives every route a described success response with a schema', () => {
    const problems: string[] = [];
    for (const route of routes) {
      const operation = operationOf(route);
      const success = Object.entries(operation?.responses ?? {}).filter(([status]) => /^2\d\d$/.test(status));
      if (success.length === 0) problems.push(`${route.key}: no 2xx response`);
      for (const [status, response] of success) {
        if (!response.description?.trim()) problems.push(`${route.key} ${status}: no description`);
        // A page opened from a mail (GET /api/availability/confirm) answers HTML, described as a string.
        if (response.content?.['text/html']?.schema?.type === 'string') continue;
        // A download (GET /api/projects/:id/files/:fileId) answers with the file's bytes, described as binary.
        const binary = Object.values(response.content ?? {}).some((content) => content.schema?.format === 'binary');
        const schema = response.content?.['application/json']?.schema;
        const target = resolve(schema?.items ?? schema);
        // A list whose rows take one of several shapes (GET /api/projects: a member's or an admin's) describes each of them.
        const shapes = target?.oneOf ? target.oneOf.map(resolve) : [target];
        if (!binary && shapes.some((shape) => !shape?.properties || Object.keys(shape.properties).length === 0)) problems.push(`${route.key} ${status}: no response schema`);
      }
      if (!operation?.responses.default) problems.push(`${route.key}: no error response`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every request body a schema with its fields', () => {
    const problems: string[] = [];
    for (const route of routes.filter((candidate) => ['POST', 'PUT', 'PATCH'].includes(candidate.method))) {
      if (BODYLESS.has(route.key)) continue;
      const content = operationOf(route)?.requestBody?.content;
      const schema = resolve((content?.['application/json'] ?? content?.['multipart/form-data'] ?? content?.['application/x-www-form-urlencoded'])?.schema);
      // A route taking one of several payloads (POST /api/introduction-requests) describes each of them.
      const shapes = schema?.oneOf ? schema.oneOf.map(resolve) : [schema];
      if (shapes.some((shape) => !shape?.properties || Object.keys(shape.properties).length === 0)) problems.push(`${route.key}: no request schema`);
    }
    expect(problems).toEqual([]);
  });

  it('describes the sign-up consent and the nested charity fields', () => {
    const registration = resolve(operationOf({ key: '', method: 'POST', path: '/api/register/charity' })?.requestBody?.content?.['application/json']?.schema);
    expect(Object.keys(registration?.properties ?? {})).toEqual(expect.arrayContaining(['username', 'organisation', 'termsAccepted', 'privacyAccepted', 'charity']));
    const charity = resolve(registration?.properties?.charity as Schema);
    expect(Object.keys(charity?.properties ?? {})).toEqual(expect.arrayContaining(['revenue', 'membershipTier']));
  });

  it("serves the UI from our own origin, without inline scripts, under the app's CSP", async () => {
    const page = await t.http().get('/api/docs').redirects(1).expect(200).expect('Content-Type', /html/);
    const csp = page.headers['content-security-policy'] as string;
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const html = page.text;
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/i);
    const scripts = [...html.matchAll(/<script[^>]*\bsrc=["']([^"']+)["']/gi)].map((match) => match[1]);
    expect(scripts.length).toBeGreaterThanOrEqual(3);
    for (const src of scripts) {
      expect(src).not.toMatch(/^(https?:)?\/\//);
      const url = new URL(src, 'http://localhost/api/docs/').pathname;
      await t.http().get(url).expect(200).expect('Content-Type', /javascript/);
    }
  });
});

describe('OpenAPI switched off (production default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ API_DOCS: 'false' });
  });
  afterAll(() => t.close());

  it('serves neither the document nor the UI', async () => {
    await t.http().get('/api/openapi.json').expect(404);
    await t.http().get('/api/docs').expect(404);
  });
});
