import { DataSource } from 'typeorm';

import { TransactionRunner } from '../../src/database/transaction-runner';
import { MailOutboxService } from '../../src/modules/mail';
import { MAX_MAIL_ATTEMPTS, nextAttemptDelayMs } from '../../src/modules/mail/domain/mail-templates';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const SECOND = 1000;

/** Enqueues one mail in its own transaction, as a use-case service would. */
async function enqueue(t: TestApp, to: string, name = 'Sarah'): Promise<MailOutboxEntity> {
  const outbox = t.app.get(MailOutboxService);
  await t.app.get(TransactionRunner).run(() => outbox.enqueue(to, 'applicationApproved', { name }));
  return t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ toAddress: to });
}

const reload = (dataSource: DataSource, id: number) => dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ id });

describe('mail outbox and dispatcher over real SMTP (DECISIONS D10)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;

  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url, BRAND_NAME: 'Acme Giving', MAIL_FROM: 'Acme Giving <hello@acme.example>' });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.acceptAll();
    smtp.clear();
    // Datetime columns on MySQL/MariaDB keep whole seconds: step past the rounding before each dispatch.
    t.clock.advance(SECOND);
  });

  it('delivers a mail enqueued in a transaction and marks the row sent', async () => {
    const row = await enqueue(t, 'sarah.jones@example.org');
    expect(row).toMatchObject({ status: 'pending', attempts: 0, template: 'applicationApproved' });
    expect(row.subject).toContain('Acme Giving');

    t.clock.advance(SECOND);
    expect(await t.dispatchMail()).toBe(1);

    const mail = await smtp.waitFor((m) => m.to.includes('sarah.jones@example.org'));
    expect(mail.subject).toBe('Welcome to Acme Giving: your application is approved');
    expect(mail.text).toContain('Hello Sarah,');
    expect(mail.text).toContain('The Acme Giving team');
    expect(mail.from).toBe('hello@acme.example');
    expect(mail.headers.from).toContain('Acme Giving');

    const sent = await reload(t.dataSource, row.id);
    expect(sent).toMatchObject({ status: 'sent', attempts: 1, lastError: null, claimedBy: null, claimedUntil: null });
    expect(sent.sentAt).toBeInstanceOf(Date);

    // Sent rows are never sent again.
    t.clock.advanceMinutes(10);
    expect(await t.dispatchMail()).toBe(0);
    expect(smtp.to('sarah.jones@example.org')).toHaveLength(1);
  });

  it('keeps non-ASCII text intact', async () => {
    await enqueue(t, 'zoe@example.org', 'Zoë Ó Briain £');
    t.clock.advance(SECOND);
    await t.dispatchMail();
    const mail = await smtp.waitFor((m) => m.to.includes('zoe@example.org'));
    expect(mail.text).toContain('Hello Zoë Ó Briain £,');
  });

  it('keeps an over-long subject within its column instead of failing the transaction', async () => {
    const outbox = t.app.get(MailOutboxService);
    const name = 'A'.repeat(300);
    await t.app.get(TransactionRunner).run(() =>
      outbox.enqueue('long.subject@example.org', 'applicationReceivedAdmin', { name, email: 'x@example.org', username: 'x', expertise: [], yearsExperience: 1 }),
    );
    const row = await t.dataSource.getRepository(MailOutboxEntity).findOneByOrFail({ toAddress: 'long.subject@example.org' });
    expect(row.subject).toHaveLength(255);
    expect(row.subject.startsWith('[Acme Giving] New consultant application: AAA')).toBe(true);
  });

  it('leaves no outbox row when the enqueuing transaction rolls back', async () => {
    const outbox = t.app.get(MailOutboxService);
    await expect(
      t.app.get(TransactionRunner).run(async () => {
        await outbox.enqueue('rolled.back@example.org', 'applicationApproved', { name: 'Nobody' });
        throw new Error('the use case failed after enqueuing');
      }),
    ).rejects.toThrow('the use case failed after enqueuing');

    expect(await t.dataSource.getRepository(MailOutboxEntity).countBy({ toAddress: 'rolled.back@example.org' })).toBe(0);
    t.clock.advance(SECOND);
    await t.dispatchMail();
    expect(smtp.to('rolled.back@example.org')).toHaveLength(0);
  });

  it('refuses to enqueue outside a use-case transaction (the mail would not share its fate)', async () => {
    const outbox = t.app.get(MailOutboxService);
    await expect(outbox.enqueue('no.transaction@example.org', 'applicationApproved', { name: 'Nobody' })).rejects.toThrow(/inside TransactionRunner\.run/);
    expect(await t.dataSource.getRepository(MailOutboxEntity).countBy({ toAddress: 'no.transaction@example.org' })).toBe(0);
  });

  it('retries a refused mail with back-off and delivers it once the server accepts', async () => {
    const row = await enqueue(t, 'retry.later@example.org');
    smtp.rejectNext(2);

    t.clock.advance(SECOND);
    const firstTry = t.clock.now().getTime();
    expect(await t.dispatchMail()).toBe(1);
    let current = await reload(t.dataSource, row.id);
    expect(current).toMatchObject({ status: 'pending', attempts: 1, claimedBy: null });
    expect(current.lastError).toContain('Mailbox temporarily unavailable');
    expect(Math.abs(current.nextAttemptAt.getTime() - (firstTry + nextAttemptDelayMs(1)))).toBeLessThanOrEqual(2 * SECOND);

    // Not due yet: nothing is attempted.
    t.clock.advance(30 * SECOND);
    expect(await t.dispatchMail()).toBe(0);

    t.clock.advance(nextAttemptDelayMs(1));
    expect(await t.dispatchMail()).toBe(1);
    current = await reload(t.dataSource, row.id);
    expect(current).toMatchObject({ status: 'pending', attempts: 2 });
    expect(current.nextAttemptAt.getTime() - t.clock.now().getTime()).toBeGreaterThan(nextAttemptDelayMs(2) - 2 * SECOND);

    t.clock.advance(nextAttemptDelayMs(2) + SECOND);
    expect(await t.dispatchMail()).toBe(1);
    current = await reload(t.dataSource, row.id);
    expect(current).toMatchObject({ status: 'sent', attempts: 3, lastError: null });
    expect(smtp.rejected).toBe(2);
    expect(smtp.to('retry.later@example.org')).toHaveLength(1);
  });

  it(`marks a mail failed after ${MAX_MAIL_ATTEMPTS} refused attempts and stops trying`, async () => {
    const row = await enqueue(t, 'never.arrives@example.org');
    smtp.rejectAll('Mailbox unavailable', 550);
    const seenDelays: number[] = [];

    for (let attempt = 1; attempt <= MAX_MAIL_ATTEMPTS; attempt++) {
      t.clock.advance(SECOND);
      expect(await t.dispatchMail()).toBe(1);
      const current = await reload(t.dataSource, row.id);
      expect(current.attempts).toBe(attempt);
      expect(current.status).toBe(attempt < MAX_MAIL_ATTEMPTS ? 'pending' : 'failed');
      const delay = current.nextAttemptAt.getTime() - t.clock.now().getTime();
      seenDelays.push(Math.round(delay / 60_000));
      t.clock.advance(delay);
    }
    // 1, 2, 4, … minutes, capped at an hour.
    expect(seenDelays.slice(0, 7)).toEqual([1, 2, 4, 8, 16, 32, 60]);

    const failed = await reload(t.dataSource, row.id);
    expect(failed.status).toBe('failed');
    expect(failed.lastError).toContain('Mailbox unavailable');
    expect(smtp.rejected).toBe(MAX_MAIL_ATTEMPTS);

    // A failed row is left alone, even when the server accepts again.
    smtp.acceptAll();
    t.clock.advanceMinutes(24 * 60);
    expect(await t.dispatchMail()).toBe(0);
    expect((await reload(t.dataSource, row.id)).attempts).toBe(MAX_MAIL_ATTEMPTS);
    expect(smtp.to('never.arrives@example.org')).toHaveLength(0);
  });

  it('sends each due mail exactly once when two dispatch runs overlap', async () => {
    const addresses = Array.from({ length: 6 }, (_, i) => `overlap${i}@example.org`);
    for (const address of addresses) await enqueue(t, address);
    t.clock.advance(SECOND);

    const handled = await Promise.all([t.dispatchMail(), t.dispatchMail()]);
    expect(handled[0] + handled[1]).toBe(addresses.length);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    const rows = await t.dataSource.getRepository(MailOutboxEntity).find({ where: addresses.map((toAddress) => ({ toAddress })) });
    expect(rows.map((r) => r.status)).toEqual(addresses.map(() => 'sent'));
  });
});

describe('mail outbox without SMTP_URL (embedded default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('writes the mail to the log and keeps the row, marked logged', async () => {
    expect(t.config.smtpUrl).toBeUndefined();
    const row = await enqueue(t, 'nobody.listens@example.org');
    t.clock.advance(SECOND);
    expect(await t.dispatchMail()).toBe(1);
    const logged = await reload(t.dataSource, row.id);
    expect(logged).toMatchObject({ status: 'logged', attempts: 1, lastError: null });
    expect(logged.sentAt).toBeInstanceOf(Date);
    expect(logged.subject).toContain('CharityBridge');
    t.clock.advanceMinutes(5);
    expect(await t.dispatchMail()).toBe(0);
  });
});
