import { TransactionRunner } from '../../src/database/transaction-runner';
import { MailOutboxService } from '../../src/modules/mail';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const SECOND = 1000;

describe('the mail dispatcher under faults (issue 6 items 2.2 and 2.3)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => {
    smtp.clear();
    t.clock.advance(SECOND);
  });

  const outbox = () => t.dataSource.getRepository(MailOutboxEntity);
  async function enqueueMany(prefix: string, count: number): Promise<string[]> {
    const addresses = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.org`);
    const mail = t.app.get(MailOutboxService);
    await t.app.get(TransactionRunner).run(async () => {
      for (const address of addresses) await mail.enqueue(address, 'applicationApproved', { name: 'Sam' });
    });
    // MySQL/MariaDB keep whole seconds: step past the enqueue time before dispatching.
    t.clock.advance(SECOND);
    return addresses;
  }

  it('a database error recording one outcome neither sends that mail again nor holds back the others', async () => {
    const addresses = await enqueueMany('db-fault', 5);
    const update = jest.spyOn(t.dataSource.manager, 'update');
    // The first row's "sent" record fails as it would when the connection drops mid-batch.
    update.mockImplementationOnce(() => Promise.reject(Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST' })));
    try {
      expect(await t.dispatchMail()).toBe(5);
    } finally {
      update.mockRestore();
    }
    // Nothing waits five minutes for an expired claim: every mail left in that run.
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);

    // The next run records the outcome it kept, and sends nothing again, now or later.
    t.clock.advance(10 * SECOND);
    expect(await t.dispatchMail()).toBe(0);
    t.clock.advanceMinutes(10);
    expect(await t.dispatchMail()).toBe(0);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    const rows = await outbox().find({ where: addresses.map((toAddress) => ({ toAddress })) });
    expect(rows.map((row) => [row.status, row.attempts, row.claimedBy])).toEqual(addresses.map(() => ['sent', 1, null]));
  });

  it('an unreachable SMTP server does not use up attempts: 10 mails leave once within two runs after it returns', async () => {
    const port = smtp.port;
    await smtp.stop();
    const addresses = await enqueueMany('smtp-down', 10);

    await t.dispatchMail();
    let rows = await outbox().find({ where: addresses.map((toAddress) => ({ toAddress })) });
    expect(rows.map((row) => [row.status, row.attempts, row.claimedBy])).toEqual(addresses.map(() => ['pending', 0, null]));
    expect(rows.some((row) => row.lastError)).toBe(true);

    smtp = await SmtpCatcher.start(port);
    let runs = 0;
    while (runs < 2 && addresses.some((address) => smtp.to(address).length === 0)) {
      t.clock.advance(t.config.mailDispatchIntervalMs);
      await t.dispatchMail();
      runs += 1;
    }
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    rows = await outbox().find({ where: addresses.map((toAddress) => ({ toAddress })) });
    expect(rows.map((row) => [row.status, row.attempts])).toEqual(addresses.map(() => ['sent', 1]));
  });

  it('a rejection by the SMTP server still counts as an attempt', async () => {
    const [address] = await enqueueMany('rejected', 1);
    smtp.rejectNext(1, 'Mailbox unavailable', 550);
    await t.dispatchMail();
    expect(await outbox().findOneByOrFail({ toAddress: address })).toMatchObject({ status: 'pending', attempts: 1 });
  });
});
