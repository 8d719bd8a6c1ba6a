import { createServer, Server, Socket } from 'node:net';

import { TransactionRunner } from '../../src/database/transaction-runner';
import { MailDispatcherService, MailOutboxService } from '../../src/modules/mail';
import { MAIL_CLAIM_MS } from '../../src/modules/mail/application/mail-dispatcher.service';
import { MailOutboxEntity } from '../../src/modules/mail/infrastructure/mail-outbox.entity';
import { MailTransport } from '../../src/modules/mail/infrastructure/mail-transport';
import { MailOutboxRepository } from '../../src/modules/mail/infrastructure/mail-outbox.repository';
import { SmtpCatcher } from '../support/smtp-catcher';
import { createTestApp, TestApp } from '../support/test-app';

const SECOND = 1000;

async function enqueueMany(t: TestApp, prefix: string, count: number): Promise<string[]> {
  const addresses = Array.from({ length: count }, (_, i) => `${prefix}${i}@example.org`);
  const mail = t.app.get(MailOutboxService);
  await t.app.get(TransactionRunner).run(async () => {
    for (const address of addresses) await mail.enqueue(address, 'applicationApproved', { name: 'Sam' });
  });
  // MySQL/MariaDB keep whole seconds: step past the enqueue time before dispatching.
  t.clock.advance(SECOND);
  return addresses;
}

const rowsTo = (t: TestApp, addresses: string[]) => t.dataSource.getRepository(MailOutboxEntity).find({ where: addresses.map((toAddress) => ({ toAddress })) });

/** Issue 15, "mail keeps up" and "crashed claims come back fast". */
describe('the mail dispatcher keeps up (issue 15)', () => {
  let smtp: SmtpCatcher;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await SmtpCatcher.start();
    t = await createTestApp({ SMTP_URL: smtp.url });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.stop();
  });
  beforeEach(() => smtp.clear());

  it('drains a backlog of 260 mails in one run, batch after batch over pooled connections, each mail once', async () => {
    const addresses = await enqueueMany(t, 'backlog', 260);
    expect(await t.app.get(MailDispatcherService).dispatchDue()).toBe(260);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
    expect((await rowsTo(t, addresses)).every((row) => row.status === 'sent' && row.attempts === 1 && row.claimedBy === null)).toBe(true);
    expect(await t.app.get(MailDispatcherService).dispatchDue()).toBe(0);
  }, 60_000);

  /** A dispatcher of another process, whose SMTP server takes every mail and never answers. */
  function hungDispatcher(): MailDispatcherService {
    const transport = { delivers: true, send: () => new Promise<void>(() => undefined) } as unknown as MailTransport;
    return new MailDispatcherService(t.app.get(MailOutboxRepository), t.app.get(TransactionRunner), transport, t.config, t.clock);
  }
  async function claimedBy(dispatcher: MailDispatcherService, addresses: string[]): Promise<void> {
    void dispatcher.dispatchDue();
    for (let waited = 0; waited < 5000; waited += 20) {
      const rows = await rowsTo(t, addresses);
      if (rows.every((row) => row.claimedBy)) return;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    throw new Error('the other dispatcher never claimed the rows');
  }

  it('sends the mails of a dispatcher that died mid-batch within a minute, and only once', async () => {
    const addresses = await enqueueMany(t, 'crashed', 3);
    const dead = hungDispatcher();
    await claimedBy(dead, addresses);
    dead.onModuleDestroy(); // the process is gone: nothing renews its claims any more

    const live = t.app.get(MailDispatcherService);
    t.clock.advance(20 * SECOND);
    expect(await live.dispatchDue()).toBe(0); // a claim 20 s old may still be a live sender's
    t.clock.advance(40 * SECOND); // a minute after the crash
    expect(await live.dispatchDue()).toBe(3);
    t.clock.advanceMinutes(10);
    expect(await live.dispatchDue()).toBe(0);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  });

  it('never takes over the claims of a slow but live dispatcher: it renews them', async () => {
    const addresses = await enqueueMany(t, 'slow', 2);
    const slow = hungDispatcher();
    await claimedBy(slow, addresses);
    const live = t.app.get(MailDispatcherService);
    for (let beat = 0; beat < 4; beat++) {
      t.clock.advance(MAIL_CLAIM_MS - 5 * SECOND);
      await slow.renewClaims(); // what its heartbeat does every MAIL_CLAIM_MS / 3
      expect(await live.dispatchDue()).toBe(0);
    }
    slow.onModuleDestroy();
    t.clock.advance(MAIL_CLAIM_MS + SECOND);
    expect(await live.dispatchDue()).toBe(2);
    for (const address of addresses) expect(smtp.to(address)).toHaveLength(1);
  });
});

describe('a stalled SMTP server costs one timeout (issue 15)', () => {
  let stalled: Server;
  const sockets = new Set<Socket>();
  let t: TestApp;
  beforeAll(async () => {
    // Accepts the TCP connection and never says a word (no 220 greeting).
    stalled = createServer((socket) => {
      sockets.add(socket);
      socket.on('error', () => undefined);
    });
    await new Promise<void>((resolve) => stalled.listen(0, '127.0.0.1', resolve));
    const { port } = stalled.address() as { port: number };
    t = await createTestApp({ SMTP_URL: `smtp://127.0.0.1:${port}`, SMTP_TIMEOUT_MS: '1000' });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    sockets.forEach((socket) => socket.destroy());
    await new Promise((resolve) => stalled.close(resolve));
  });

  it('gives up on 30 due mails after about one SMTP_TIMEOUT_MS, using up no attempts', async () => {
    const addresses = await enqueueMany(t, 'stalled', 30);
    const started = Date.now();
    await t.app.get(MailDispatcherService).dispatchDue();
    expect(Date.now() - started).toBeLessThan(4 * SECOND);
    const rows = await rowsTo(t, addresses);
    expect(rows.map((row) => [row.status, row.attempts, row.claimedBy])).toEqual(addresses.map(() => ['pending', 0, null]));
    expect(rows.some((row) => /greeting|timeout/i.test(row.lastError ?? ''))).toBe(true);
  }, 45_000);
});
