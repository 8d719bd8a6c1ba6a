import { API_MESSAGES, DATABASE_OUTAGE_RETRY_AFTER_SECONDS, DIRECTORY_MESSAGES } from '../../src/contracts';
import { preListedConsultantSignedIn } from '../support/dashboard-accounts';
import { takeDatabaseAway } from '../support/database-outage';
import { seedConsultant } from '../support/directory-seed';
import { captureLogs } from '../support/log-capture';
import { createTestApp, TestApp } from '../support/test-app';

/** Headers that differ between any two answers (time, size, id, the session cookie of a signed-in member). */
const PER_ANSWER = new Set(['date', 'content-length', 'x-request-id', 'set-cookie', 'connection', 'keep-alive']);
const stableHeaders = (headers: Record<string, string>) => Object.fromEntries(Object.entries(headers).filter(([name]) => !PER_ANSWER.has(name)));

/**
 * Issue 22: a visitor's GET /api/consultants is answered ahead of Express and Nest (common/http/lean-get-routes.ts).
 * What a client sees must not change: the same body, headers, validation, error shape, request id and access line
 * as the route a signed-in member's request takes through Nest.
 */
describe('the directory read answered as a lean route', () => {
  let t: TestApp;
  const { destination, lines } = captureLogs();

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', FORM_RATE_LIMIT: '1000', LOGIN_RATE_LIMIT: '1000' }, { logDestination: destination });
    await seedConsultant(t, { first: 'Ada', surname: 'Lovelace', summary: 'Treasurer for small charities', expertise: ['finance'] });
    await seedConsultant(t, { first: 'Grace', surname: 'Hopper', bio: 'Naval career', expertise: ['technology'], featured: true });
  });
  afterAll(() => t.close());

  it('answers a visitor with the body and headers a signed-in member gets through Nest', async () => {
    const member = await preListedConsultantSignedIn(t);
    for (const query of [{}, { search: 'treasurer' }, { expertise: 'technology', page: '1', pageSize: '5' }]) {
      const visitor = await t.agent().get('/api/consultants').query(query).expect(200);
      const signedIn = await member.agent.get('/api/consultants').query(query).expect(200);
      expect(visitor.body).toEqual(signedIn.body);
      expect(stableHeaders(visitor.headers)).toEqual(stableHeaders(signedIn.headers));
      expect(visitor.headers['cache-control']).toBe('no-store');
      expect(visitor.headers['content-security-policy']).toContain("default-src 'self'");
    }
  });

  it('refuses a bad query with the DTO’s message and field, as the controller does', async () => {
    const tooDeep = await t.agent().get('/api/consultants').query({ pageSize: '999' }).expect(400);
    expect(tooDeep.body).toEqual({ statusCode: 400, message: DIRECTORY_MESSAGES.pageSizeInvalid, errors: { pageSize: DIRECTORY_MESSAGES.pageSizeInvalid } });
    const unknown = await t.agent().get('/api/consultants?colour=blue').expect(400);
    expect(unknown.body.errors).toHaveProperty('colour');
    expect(unknown.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('keeps the request id and writes the access line', async () => {
    lines.length = 0;
    const res = await t.agent().get('/api/consultants').set('X-Request-Id', 'lean-directory-1').expect(200);
    expect(res.headers['x-request-id']).toBe('lean-directory-1');
    const access = lines.filter((line) => line.msg === 'request completed' && line.reqId === 'lean-directory-1');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ req: { id: 'lean-directory-1', method: 'GET', path: '/api/consultants' }, res: { statusCode: 200 } });
  });

  it('answers 503 with Retry-After while the database is away, and recovers without a restart', async () => {
    const giveBack = await takeDatabaseAway(t.dataSource);
    try {
      // A search the index has not seen: the page must be read from the database.
      const res = await t.agent().get('/api/consultants').query({ search: 'naval' }).expect(503);
      expect(res.body).toEqual({ statusCode: 503, message: API_MESSAGES.serviceUnavailable });
      expect(res.headers['retry-after']).toBe(String(DATABASE_OUTAGE_RETRY_AFTER_SECONDS));
    } finally {
      giveBack();
    }
    const back = await t.agent().get('/api/consultants').query({ search: 'naval' }).expect(200);
    expect(back.body.total).toBe(1);
  });
});
