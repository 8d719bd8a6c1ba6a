import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { createTestApp, TestApp } from '../support/test-app';

/** Liveness for the load balancer and readiness for monitoring, both run by @nestjs/terminus (issue 6, section 4). */
describe('GET /api/health and /api/health/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ READY_MAX_FAILED_MAILS: '2' });
  });
  afterAll(() => t.close());

  const failedMail = (n: number): Partial<MailOutboxEntity> => ({
    template: 'passwordReset',
    toAddress: `failed-${n}@example.org`,
    subject: 'Undeliverable',
    textBody: 'x',
    status: 'failed',
    attempts: 8,
    nextAttemptAt: new Date(),
  });

  it('answers 200 while the database answers', async () => {
    const res = await t.http().get('/api/health').expect(200);
    expect(res.body).toEqual({ status: 'ok', database: 'up' });
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it('is ready while the database answers and fewer than READY_MAX_FAILED_MAILS mails have failed', async () => {
    await t.http().get('/api/health/ready').expect(200, { status: 'ok', database: 'up', failedMails: 0 });
    await t.dataSource.getRepository(MailOutboxEntity).insert(failedMail(1));
    await t.http().get('/api/health/ready').expect(200, { status: 'ok', database: 'up', failedMails: 1 });
  });

  it('is not ready once the failed mails reach the threshold, while liveness stays 200', async () => {
    await t.dataSource.getRepository(MailOutboxEntity).insert(failedMail(2));
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'Too many undeliverable mails in the outbox' });
    await t.http().get('/api/health').expect(200);
  });

  it('answers 503 JSON on both once the database is gone', async () => {
    await t.dataSource.destroy();
    const res = await t.http().get('/api/health').expect(503);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.body).toEqual({ statusCode: 503, message: 'Database unavailable' });
    const ready = await t.http().get('/api/health/ready').expect(503);
    expect(ready.body).toEqual({ statusCode: 503, message: 'Database unavailable' });
  });
});
