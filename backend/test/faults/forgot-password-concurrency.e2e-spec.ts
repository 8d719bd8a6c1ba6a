import { IsNull } from 'typeorm';

import { RESET_MAILS_PER_ACCOUNT_PER_HOUR as MAILED } from '../../src/contracts';
import { TransactionRunner } from '../../src/database/transaction-runner';
import { PasswordResetService } from '../../src/modules/identity/application/password-reset.service';
import { PasswordResetTokenEntity } from '../../src/modules/identity/infrastructure/password-reset-token.entity';
import { UserEntity } from '../../src/modules/identity/infrastructure/user.entity';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { charityRegistration } from '../support/fixtures';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const PARALLEL = 20;

describe(`${PARALLEL} parallel forgot-password requests for one account (issue 6 item 2.1)`, () => {
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

  it('all answer 200, and each queued mail is delivered exactly once', async () => {
    const account = charityRegistration();
    await t.http().post('/api/register/charity').send(account).expect(201);
    // Registration's own mails (welcome, team notice: issue 16) go first, so the count below is the resets'.
    t.clock.advance(1000);
    await t.dispatchMail();
    const welcomed = smtp.to(account.email).length;

    const answers = await Promise.all(Array.from({ length: PARALLEL }, () => t.http().post('/api/auth/forgot-password').send({ email: account.email })));
    const statuses = answers.map((answer) => answer.status);
    // eslint-disable-next-line no-console -- the figures are quoted in issue 6's closing note
    console.log(`forgot-password x${PARALLEL} on ${t.dataSource.options.type}: ${statuses.filter((s) => s === 200).length} x 200, others: [${statuses.filter((s) => s !== 200).join(', ')}]`);
    expect(statuses).toEqual(Array(PARALLEL).fill(200));

    const queued = await t.dataSource.getRepository(MailOutboxEntity).countBy({ template: 'passwordReset', toAddress: account.email });
    // Issue 15: 3 per account per hour, counted under the user's row lock, so exactly 3 even in parallel.
    expect(queued).toBe(MAILED);
    // Each mailed request superseded the ones before it: exactly one link still works.
    const user = await t.dataSource.getRepository(UserEntity).findOneByOrFail({ username: account.username });
    expect(await t.dataSource.getRepository(PasswordResetTokenEntity).countBy({ userId: user.id, usedAt: IsNull() })).toBe(1);

    t.clock.advance(1000);
    expect(await t.dispatchMail()).toBe(MAILED);
    t.clock.advanceMinutes(10);
    expect(await t.dispatchMail()).toBe(0);
    const delivered = smtp.to(account.email).slice(welcomed);
    expect(delivered).toHaveLength(MAILED);
    expect(new Set(delivered.map((mail) => mail.headers['message-id'])).size).toBe(MAILED);
    expect(new Set(delivered.map((mail) => /token=([^&\s]+)/.exec(mail.text)?.[1])).size).toBe(MAILED);
  });

  // In process the HTTP pipeline staggers the requests (they queue on the rate-limit counter's row),
  // so the deadlock of today's build shows most reliably when the use case itself runs 20 times at once:
  // before the fix about 8 of 20 failed with ER_LOCK_DEADLOCK on MariaDB.
  it('runs the use case itself 20 times at once for an account without open tokens, without a failure', async () => {
    const account = charityRegistration();
    await t.http().post('/api/register/charity').send(account).expect(201);
    const resets = t.app.get(PasswordResetService);
    const outcomes = await Promise.allSettled(Array.from({ length: PARALLEL }, () => resets.requestReset(account.email)));
    const failures = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [String((outcome.reason as { code?: string }).code ?? outcome.reason)] : []));
    // eslint-disable-next-line no-console -- the figures are quoted in issue 6's closing note
    console.log(`requestReset x${PARALLEL} on ${t.dataSource.options.type}: ${PARALLEL - failures.length} succeeded, failures: [${failures.join(', ')}]`);
    expect(failures).toEqual([]);
    expect(await t.dataSource.getRepository(MailOutboxEntity).countBy({ template: 'passwordReset', toAddress: account.email })).toBe(MAILED);
  });

  const onMysql = () => ['mysql', 'mariadb'].includes(String(t.dataSource.options.type));

  it('retries a use-case transaction the database chose as a deadlock victim (MySQL/MariaDB)', async () => {
    if (!onMysql()) return; // SQLite runs one transaction at a time: no deadlock to provoke.
    const a = charityRegistration();
    const b = charityRegistration();
    await t.http().post('/api/register/charity').send(a).expect(201);
    await t.http().post('/api/register/charity').send(b).expect(201);
    const users = t.dataSource.getRepository(UserEntity);
    const [idA, idB] = [(await users.findOneByOrFail({ username: a.username })).id, (await users.findOneByOrFail({ username: b.username })).id];

    // Two transactions lock the same two rows in opposite order: InnoDB kills one of them (1213).
    let arrived = 0;
    let bothHoldFirstRow!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHoldFirstRow = resolve));
    let tries = 0;
    const crossing = (first: number, second: number) =>
      t.app.get(TransactionRunner).run(async (manager) => {
        tries += 1;
        await manager.update(UserEntity, { id: first }, { organisation: `first ${first}` });
        if (++arrived === 2) bothHoldFirstRow();
        await Promise.race([barrier, new Promise((resolve) => setTimeout(resolve, 2000))]);
        await manager.update(UserEntity, { id: second }, { organisation: `second ${second}` });
      });
    const outcomes = await Promise.allSettled([crossing(idA, idB), crossing(idB, idA)]);
    expect(outcomes.map((outcome) => outcome.status)).toEqual(['fulfilled', 'fulfilled']);
    expect(tries).toBe(3);
  });
});
