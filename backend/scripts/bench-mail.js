#!/usr/bin/env node
// `npm run bench:mail` (issue 15, a benchmark, not a test): enqueues BENCH_MAILS (5,000) due mails into a throw-away
// SQLite file and a throw-away MariaDB/MySQL schema, points the built app's mail dispatcher (dist/, in process,
// jobs off) at a local SMTP catcher (smtp-server, in a child process so it does not share the event loop), runs
// the dispatcher until nothing is due and prints mails per second, checking every mail arrived exactly once.
// Needs `npm run build -w backend` first.
//
// Environment: BENCH_MYSQL_URL (default mysql://root@127.0.0.1:3306; a schema cb_bench_mail is created and
// dropped), BENCH_ENGINES (sqlite,mysql), BENCH_MAILS (5000), and the app's own SMTP_POOL_SIZE / MAIL_BATCH_SIZE.
'use strict';

const { fork } = require('node:child_process');
const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');

const { throwAwaySchema } = require('./bench-schema');

const DIST = path.resolve(__dirname, '../dist');
const SCHEMA = 'cb_bench_mail';

/* ---------------- the catcher (child process) ---------------- */

if (process.argv[2] === '--catcher') {
  const { SMTPServer } = require('smtp-server');
  const seen = new Map();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      let head = '';
      stream.on('data', (chunk) => {
        if (head.length < 4096) head += chunk.toString('utf8');
      });
      stream.on('end', () => {
        const id = /^message-id:\s*(\S+)/im.exec(head)?.[1] ?? `?${seen.size}`;
        seen.set(id, (seen.get(id) ?? 0) + 1);
        callback(null);
      });
    },
  });
  server.listen(0, '127.0.0.1', () => process.send({ port: server.server.address().port }));
  process.on('message', (message) => {
    if (message === 'count') process.send({ received: [...seen.values()].reduce((a, b) => a + b, 0), distinct: seen.size });
    if (message === 'clear') seen.clear();
  });
  return;
}

function startCatcher() {
  const child = fork(__filename, ['--catcher'], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const next = () => new Promise((resolve) => child.once('message', resolve));
  return next().then(({ port }) => ({
    port,
    count: () => {
      const reply = next();
      child.send('count');
      return reply;
    },
    clear: () => child.send('clear'),
    stop: () => child.kill(),
  }));
}

/* ---------------- one engine ---------------- */

async function databaseFor(engine) {
  if (engine === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cb-bench-mail-'));
    return { url: `sqlite:${path.join(dir, 'bench.sqlite')}`, drop: async () => fs.rmSync(dir, { recursive: true, force: true }) };
  }
  return throwAwaySchema(SCHEMA);
}

async function benchEngine(engine, catcher, mails) {
  const database = await databaseFor(engine);
  Object.assign(process.env, {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    SMTP_URL: `smtp://127.0.0.1:${catcher.port}`,
    JOBS_ENABLED: 'false',
    LOG_LEVEL: 'silent',
    SESSION_SECRET: 'bench-session-secret-0123456789abcdef',
    CREDENTIALS_KEY: '0'.repeat(64),
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    PASSWORD_HASH_COST: '10',
  });
  const { NestFactory } = require('@nestjs/core');
  const { getDataSourceToken } = require('@nestjs/typeorm');
  const { createRootLogger } = require(path.join(DIST, 'common/logging/logger'));
  const { AppModule } = require(path.join(DIST, 'app.module'));
  const { MailDispatcherService } = require(path.join(DIST, 'modules/mail'));
  const { MailOutboxEntity } = require(path.join(DIST, 'modules/mail/infrastructure/mail-outbox.entity'));
  createRootLogger('silent');
  const app = await NestFactory.createApplicationContext(AppModule, { logger: false });
  try {
    const dataSource = app.get(getDataSourceToken());
    const due = new Date(Date.now() - 5_000);
    for (let start = 0; start < mails; start += 500) {
      const rows = [];
      for (let i = start; i < Math.min(mails, start + 500); i++) {
        rows.push({ template: 'applicationApproved', toAddress: `bench${i}@example.org`, subject: `Bench mail ${i}`, textBody: `Hello ${i},\n\nThis is a benchmark mail.\n`, status: 'pending', attempts: 0, nextAttemptAt: due });
      }
      await dataSource.manager.insert(MailOutboxEntity, rows);
    }
    catcher.clear();
    const dispatcher = app.get(MailDispatcherService);
    const started = process.hrtime.bigint();
    let sent = 0;
    let runs = 0;
    for (;;) {
      const attempted = await dispatcher.dispatchDue();
      runs += 1;
      sent += attempted;
      if (attempted === 0) break;
    }
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const { received, distinct } = await catcher.count();
    const left = await dataSource.getRepository(MailOutboxEntity).countBy({ status: 'pending' });
    return { engine, mails, sent, received, distinct, pendingLeft: left, runs, seconds: Number(seconds.toFixed(2)), mailsPerSecond: Math.round(sent / seconds) };
  } finally {
    await app.close();
    await database.drop();
  }
}

async function main() {
  if (!fs.existsSync(path.join(DIST, 'app.module.js'))) throw new Error('Build the backend first: npm run build -w backend');
  const engines = (process.env.BENCH_ENGINES || 'sqlite,mysql').split(',').map((engine) => engine.trim()).filter(Boolean);
  const mails = Number(process.env.BENCH_MAILS || 5000);
  const catcher = await startCatcher();
  const results = [];
  try {
    for (const engine of engines) {
      // Each engine in its own module registry would need a child process; one app at a time is enough here.
      results.push(await benchEngine(engine, catcher, mails));
      for (const key of Object.keys(require.cache)) if (key.startsWith(DIST)) delete require.cache[key];
    }
  } finally {
    catcher.stop();
  }
  console.log(`mail dispatcher, ${mails} due mails, SMTP_POOL_SIZE=${process.env.SMTP_POOL_SIZE || 5}, MAIL_BATCH_SIZE=${process.env.MAIL_BATCH_SIZE || 50}, ${os.availableParallelism()} CPUs (load ${os.loadavg()[0].toFixed(1)})`);
  console.table(results);
  const failed = results.filter((result) => result.received !== mails || result.distinct !== mails || result.pendingLeft !== 0);
  if (failed.length) {
    console.error('Not every mail arrived exactly once:', failed.map((result) => result.engine).join(', '));
    process.exitCode = 1;
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
