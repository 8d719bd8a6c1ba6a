import type { CurrentUser } from '@contracts';

export type MockHandler = (request: Request) => Response | Promise<Response>;

/** A JSON response the way the server sends one. */
export function json(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

export function notSignedIn(): Response {
  return json(401, { statusCode: 401, message: 'Authentication required' });
}

export interface MockApi {
  /** Every request the app made, in order, as "METHOD /path". */
  calls: string[];
  /** The parsed JSON bodies of requests, by "METHOD /path". */
  bodies: Record<string, unknown[]>;
  on: (route: string, handler: MockHandler) => void;
}

/**
 * Replaces window.fetch with a small router: handlers are keyed "METHOD /path". Unknown routes answer
 * 404 like the real API, so a forgotten handler shows up as a failing assertion, not a hang.
 */
export function mockApi(handlers: Record<string, MockHandler> = {}): MockApi {
  const routes = new Map(Object.entries(handlers));
  const api: MockApi = {
    calls: [],
    bodies: {},
    on: (route, handler) => routes.set(route, handler),
  };

  window.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    api.calls.push(key);
    const text = await request.clone().text();
    if (text) (api.bodies[key] ??= []).push(JSON.parse(text));
    const handler = routes.get(key);
    return handler ? handler(request) : json(404, { statusCode: 404, message: 'Not found' });
  }) as typeof fetch;

  return api;
}

export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 7,
    name: 'Jane Doe',
    email: 'jane@example.org',
    username: 'jane',
    role: 'charity',
    isAdmin: false,
    isConsultant: false,
    isDualRole: false,
    mustChangePassword: false,
    hasAcceptedTerms: true,
    needsTermsUpdate: false,
    organization: 'Riverside Food Bank',
    bio: null,
    consultantProfile: null,
    charityProfile: null,
    ...overrides,
  };
}

export function makeAdmin(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return makeUser({ id: 1, name: 'Ada Admin', email: 'admin@example.org', username: 'admin', role: 'admin', isAdmin: true, ...overrides });
}
