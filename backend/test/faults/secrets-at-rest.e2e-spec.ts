import { TransactionRunner } from '../../src/database/transaction-runner';
import { JobsScheduler } from '../../src/modules/jobs/application/jobs.scheduler';
import { MailOutboxService } from '../../src/modules/mail';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const DAY = 24 * 60 * 60_000;

/** Every table and column of the schema, each row as text: where a leaked secret would be found. */
async function tablesContaining(t: TestApp, secret: string): Promise<string[]> {
  const runner = t.dataSource.createQueryRunner();
  try {
    const onMysql = ['mysql', 'mariadb'].includes(String(t.dataSource.options.type));
    const listed = (await runner.query(
      onMysql
        ? 'SELECT table_name AS name FROM information_schema.tables WHERE table_schema = DATABASE()'
        : "SELECT name FROM sqlite_master WHERE type = 'table'",
    )) as Array<{ name: string }>;
    const tables = listed.map((table) => table.name);
    const hits: string[] = [];
    for (const table of tables) {
      const rows = (await runner.query(`SELECT * FROM ${runner.connection.driver.escape(table)}`)) as Array<Record<string, unknown>>;
      for (const row of rows) {
        for (const [column, value] of Object.entries(row)) {
          const text = Buffer.isBuffer(value) ? value.toString('utf8') : String(value);
          if (text.includes(secret)) hits.push(`${table}.${column}`);
        }
      }
    }
    expect(tables.length).toBeGreaterThan(10);
    return hits;
  } finally {
    await runner.release();
  }
}

describe('no live secret stored in clear (issue 6 item 1.2, DECISIONS D3)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url, FORM_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });

  it('keeps the reset token out of every table after the reset request and the dispatch', async () => {
    const account = charityRegistration();
    await t.http().post('/api/register/charity').send(account).expect(201);
    await t.http().post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    t.clock.advance(1000);
    await t.dispatchMail();

    const mail = await smtp.waitFor((m) => m.to.includes(account.email.toLowerCase()) && m.subject.includes('Reset'));
    const token = new URL(/https?:\/\/\S+/.exec(mail.text)![0]).searchParams.get('token')!;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await tablesContaining(t, token)).toEqual([]);

    // The sent reset mail keeps no body at all; the link in it still works.
    const row = await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ toAddress: account.email, template: 'passwordReset' });
    expect(row).toMatchObject({ status: 'sent', textBody: '' });
    await t.http().post('/api/auth/reset-password').send({ token, email: account.email, password: 'Brand-New-Passw0rd' }).expect(200);
  });

  it('stores a queued reset mail sealed, so the token is not readable while it waits', async () => {
    const account = charityRegistration();
    await t.http().post('/api/register/charity').send(account).expect(201);
    await t.http().post('/api/auth/forgot-password').send({ email: account.email }).expect(200);
    const row = await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ toAddress: account.email, template: 'passwordReset' });
    expect(row.status).toBe('pending');
    expect(row.textBody).toMatch(/^sealed:v1\./);
    expect(row.textBody).not.toContain('reset-password');
  });

  it('blanks the bodies of mails sent more than 30 days ago in the hourly cleanup job', async () => {
    const mail = t.app.get(MailOutboxService);
    await t.app.get(TransactionRunner).run(() => mail.enqueue('old.news@example.org', 'applicationApproved', { name: 'Olu' }));
    t.clock.advance(1000);
    await t.dispatchMail();
    t.clock.advance(29 * DAY);
    await t.app.get(TransactionRunner).run(() => mail.enqueue('recent.news@example.org', 'applicationApproved', { name: 'Rae' }));
    t.clock.advance(1000);
    await t.dispatchMail();

    t.clock.advance(2 * DAY);
    const cleanup = t.app.get(JobsScheduler).jobs().find((job) => job.name === 'cleanup')!;
    expect(((await cleanup.run()) as { sentMailBodies: number }).sentMailBodies).toBeGreaterThanOrEqual(1);
    const repo = t.dataSource.getRepository(MailOutboxEntity);
    expect((await repo.findOneByOrFail({ toAddress: 'old.news@example.org' })).textBody).toBe('');
    expect((await repo.findOneByOrFail({ toAddress: 'recent.news@example.org' })).textBody).toContain('Hello Rae,');
  });
});
