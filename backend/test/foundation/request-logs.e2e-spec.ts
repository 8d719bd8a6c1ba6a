import { PinoLogger } from 'nestjs-pino';

import { rootLogger } from '../../src/common/logging/logger';
import { DatabaseThrottlerStorage } from '../../src/common/rate-limit/database-throttler.storage';
import { MailBacklogService } from '../../src/modules/mail';
import { captureLogs } from '../support/log-capture';
import { createTestApp, TestApp } from '../support/test-app';

/** Issue 6, section 4: every line written while serving a request carries that request's id (nestjs-pino). */
describe('request-scoped logs', () => {
  let t: TestApp;
  const { destination: capture, lines, raw } = captureLogs();
  const linesWith = (msg: string) => lines.filter((line) => line.msg === msg);

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'info', FORM_RATE_LIMIT: '1' }, { logDestination: capture });
  });
  afterAll(() => t.close());
  beforeEach(() => {
    lines.length = 0;
    raw.length = 0;
  });
  afterEach(() => jest.restoreAllMocks());

  it("tags a service's log line with the request id, through rootLogger() and nestjs-pino's PinoLogger alike", async () => {
    const pinoLogger = await t.app.resolve(PinoLogger);
    const backlog = t.app.get(MailBacklogService);
    const readBacklog = backlog.backlog.bind(backlog);
    jest.spyOn(backlog, 'backlog').mockImplementation(async () => {
      rootLogger().info('counting failed mails');
      // Another request is served meanwhile: each line must still name its own request.
      await new Promise((resolve) => setTimeout(resolve, 30));
      pinoLogger.info('counted failed mails');
      return readBacklog();
    });

    const [first, second] = await Promise.all([
      t.http().get('/api/health/ready').set('X-Request-Id', 'ready-check-1').expect(200),
      t.http().get('/api/health/ready').set('X-Request-Id', 'ready-check-2').expect(200),
    ]);
    expect(first.headers['x-request-id']).toBe('ready-check-1');
    expect(second.headers['x-request-id']).toBe('ready-check-2');
    for (const msg of ['counting failed mails', 'counted failed mails']) {
      expect(linesWith(msg).map((line) => line.reqId).sort()).toEqual(['ready-check-1', 'ready-check-2']);
    }
  });

  it('keeps the request id after the JSON body is parsed (POST)', async () => {
    const storage = t.app.get(DatabaseThrottlerStorage);
    const increment = storage.increment.bind(storage);
    jest.spyOn(storage, 'increment').mockImplementation((...args) => {
      rootLogger().info('counting a hit');
      return increment(...args);
    });
    t.clock.advanceMinutes(1);
    const res = await t.http().post('/api/auth/forgot-password').send({ email: 'someone@example.org' }).expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(linesWith('counting a hit').map((line) => line.reqId)).toEqual([id]);
    // The guard's own warning on the next, refused request carries that request's id as well.
    const refused = await t.http().post('/api/auth/forgot-password').send({ email: 'someone@example.org' }).expect(429);
    expect(linesWith('rate limit reached').map((line) => line.reqId)).toEqual([refused.headers['x-request-id']]);
  });

  it('replaces an unsafe X-Request-Id with a UUID and never logs query strings', async () => {
    const res = await t.http().get('/api/health?token=secret-reset-token').set('X-Request-Id', 'bad id with spaces').expect(200);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/);
    const access = linesWith('request completed');
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({ req: { id, method: 'GET', path: '/api/health' }, res: { statusCode: 200 } });
    expect(raw.join('\n')).not.toContain('secret-reset-token');
  });
});
