import { connect, createServer, Server, Socket } from 'node:net';
import { randomBytes } from 'node:crypto';
import { Writable } from 'node:stream';

import { createTestApp, signIn, TEST_ADMIN, TestApp } from '../support/test-app';

/**
 * Issue 15, "start while the database is down": the app is started against a port where nothing listens yet;
 * it must keep trying (DATABASE_CONNECT_ATTEMPTS=0, DATABASE_CONNECT_RETRY_MS) instead of exiting, and come up by
 * itself once a TCP proxy opens that port to the real server. A MySQL/MariaDB case only (a SQLite file is never
 * "down"), so it runs against TEST_DATABASE_URL or the local server, whichever suite runs it.
 */
const SERVER_URL = /^(mysql|mariadb):\/\//.test(process.env.TEST_DATABASE_URL ?? '') ? process.env.TEST_DATABASE_URL! : 'mysql://root@127.0.0.1:3306';
const server = new URL(SERVER_URL.replace(/^mariadb:/, 'mysql:'));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise<void>((resolve) => probe.close(() => resolve()));
  return port;
}

/** Forwards every connection to the database server; not listening = the database is down. */
function databaseProxy(): Server {
  const sockets = new Set<Socket>();
  const proxy = createServer((client) => {
    const upstream = connect(Number(server.port || 3306), server.hostname);
    for (const socket of [client, upstream]) {
      sockets.add(socket);
      socket.on('error', () => [client, upstream].forEach((each) => each.destroy()));
      socket.on('close', () => sockets.delete(socket));
    }
    client.pipe(upstream).pipe(client);
  });
  proxy.on('close', () => sockets.forEach((socket) => socket.destroy()));
  return proxy;
}

async function mysqlReachable(): Promise<boolean> {
  const mysql = await import('mysql2/promise');
  try {
    await (await mysql.createConnection({ uri: server.toString(), connectTimeout: 2000 })).end();
    return true;
  } catch {
    return false;
  }
}

describe('a start while the database is down (issue 15)', () => {
  it('keeps retrying, then comes up by itself and serves the API once the database answers', async () => {
    if (!(await mysqlReachable())) {
      console.warn(`skipped: no MySQL/MariaDB at ${server.host} to stand behind the proxy`);
      return;
    }
    const mysql = await import('mysql2/promise');
    const name = `cb_boot_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = await mysql.createConnection({ uri: server.toString() });
    await admin.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const port = await freePort();
    const proxied = new URL(server.toString());
    proxied.hostname = '127.0.0.1';
    proxied.port = String(port);
    proxied.pathname = `/${name}`;
    const proxy = databaseProxy();
    const logs: string[] = [];
    const capture = new Writable({ write: (chunk, _encoding, done) => done(void logs.push(String(chunk))) });

    let t: TestApp | undefined;
    let failure: unknown;
    const starting = createTestApp(
      { DATABASE_CONNECT_ATTEMPTS: '0', DATABASE_CONNECT_RETRY_MS: '200', LOG_LEVEL: 'warn' },
      { database: { url: proxied.toString(), drop: async () => undefined }, logDestination: capture },
    ).then(
      (app) => (t = app),
      (error) => (failure = error),
    );
    try {
      await sleep(2500);
      // Still starting after 2.5 s of refused connections: neither given up nor up.
      expect({ failure, started: !!t }).toEqual({ failure: undefined, started: false });
      expect(logs.filter((line) => line.includes('database unreachable, retrying')).length).toBeGreaterThanOrEqual(3);

      await new Promise<void>((resolve) => proxy.listen(port, '127.0.0.1', resolve));
      const openedAt = Date.now();
      await starting;
      expect(failure).toBeUndefined();
      expect(Date.now() - openedAt).toBeLessThan(45_000); // a retry delay, then the migrations of a fresh schema

      await t!.http().get('/api/health').expect(200, { status: 'ok', database: 'up' });
      await t!.http().get('/api/consultants').expect(200);
      const signedIn = await signIn(t!, TEST_ADMIN.username, TEST_ADMIN.password);
      await signedIn.get('/api/auth/user').expect(200);
    } finally {
      await t?.close();
      await new Promise((resolve) => proxy.close(resolve));
      if (!t) await starting; // never leave a start running behind the test
      await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
      await admin.end();
    }
  }, 90_000);
});
