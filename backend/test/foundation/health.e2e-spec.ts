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
    const none = { pending: 0, oldestPendingAgeSeconds: 0, failed: 0 };
    await t.http().get('/api/health/ready').expect(200, { status: 'ok', database: 'up', failedMails: 0, mail: none });
    await t.dataSource.getRepository(MailOutboxEntity).insert(failedMail(1));
    await t.http().get('/api/health/ready').expect(200, { status: 'ok', database: 'up', failedMails: 1, mail: { ...none, failed: 1 } });
  });

  it('reports the mail backlog, and is not ready once a due mail has waited longer than READY_MAX_MAIL_AGE_MINUTES (issue 15)', async () => {
    const outbox = t.dataSource.getRepository(MailOutboxEntity);
    const waiting = (n: number, nextAttemptAt: Date): Partial<MailOutboxEntity> => ({ ...failedMail(n), toAddress: `waiting-${n}@example.org`, status: 'pending', attempts: 0, nextAttemptAt });
    const now = t.clock.now().getTime();
    // One due for ten minutes, one waiting out a retry back-off an hour ahead (pending, but not late).
    await outbox.insert([waiting(1, new Date(now - 10 * 60_000)), waiting(2, new Date(now + 60 * 60_000))]);
    const ready = await t.http().get('/api/health/ready').expect(200);
    expect(ready.body.mail).toEqual({ pending: 2, oldestPendingAgeSeconds: expect.any(Number), failed: 1 });
    expect(ready.body.mail.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(600);
    expect(ready.body.mail.oldestPendingAgeSeconds).toBeLessThan(15 * 60);

    t.clock.advanceMinutes(6); // the due mail has now waited 16 minutes, over the default 15
    const late = await t.http().get('/api/health/ready').expect(503);
    expect(late.body).toEqual({
      statusCode: 503,
      message: 'Mail is not going out: the oldest due mail has waited too long',
      mail: { pending: 2, oldestPendingAgeSeconds: expect.any(Number), failed: 1 },
    });
    expect(late.body.mail.oldestPendingAgeSeconds).toBeGreaterThan(15 * 60);
    await t.http().get('/api/health').expect(200);
    await outbox.delete({ status: 'pending' });
  });

  it('is not ready once the failed mails reach the threshold, while liveness stays 200', async () => {
    await t.dataSource.getRepository(MailOutboxEntity).insert(failedMail(2));
    const res = await t.http().get('/api/health/ready').expect(503);
    expect(res.body).toEqual({ statusCode: 503, message: 'Too many undeliverable mails in the outbox', mail: { pending: 0, oldestPendingAgeSeconds: 0, failed: 2 } });
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
