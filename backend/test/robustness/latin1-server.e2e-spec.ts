import { randomBytes } from 'node:crypto';

import { charityRegistration } from '../support/fixtures';
import { createTestApp, TestApp } from '../support/test-app';

const serverUrl = process.env.TEST_DATABASE_URL;
const onMysql = Boolean(serverUrl && /^(mysql|mariadb):\/\//.test(serverUrl));

/**
 * Issue 15: a database whose default character set is latin1 (MariaDB's own default) got latin1 tables from the
 * migrations, and an emoji in any form field was a 500. MySQL/MariaDB only (SQLite is UTF-8 throughout).
 */
(onMysql ? describe : describe.skip)('migrations on a latin1 database', () => {
  const name = `cb_latin1_${process.pid}_${randomBytes(4).toString('hex')}`;
  // Built lazily: describe.skip still runs this body on SQLite, where there is no server URL.
  const base = () => new URL((serverUrl as string).replace(/^mariadb:/, 'mysql:'));
  let t: TestApp;

  async function admin<T>(sql: string, params: unknown[] = []): Promise<T> {
    const mysql = await import('mysql2/promise');
    const connection = await mysql.createConnection({ uri: base().toString() });
    try {
      return (await connection.query(sql, params))[0] as T;
    } finally {
      await connection.end();
    }
  }

  beforeAll(async () => {
    await admin(`CREATE DATABASE \`${name}\` CHARACTER SET latin1 COLLATE latin1_swedish_ci`);
    const url = base();
    url.pathname = `/${name}`;
    t = await createTestApp({ DATABASE_URL: url.toString(), FORM_RATE_LIMIT: '1000' });
  });
  afterAll(async () => {
    await t?.close();
    await admin(`DROP DATABASE IF EXISTS \`${name}\``);
  });

  it('leaves every table, and the database default, utf8mb4 with an explicit collation', async () => {
    const tables = await admin<Array<{ name: string; collation: string }>>(
      "SELECT TABLE_NAME AS name, TABLE_COLLATION AS collation FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE'",
      [name],
    );
    expect(tables.length).toBeGreaterThan(10);
    expect(tables.filter((table) => table.collation !== 'utf8mb4_unicode_ci')).toEqual([]);
    const [schema] = await admin<Array<{ collation: string }>>('SELECT DEFAULT_COLLATION_NAME AS collation FROM information_schema.SCHEMATA WHERE SCHEMA_NAME = ?', [name]);
    expect(schema.collation).toBe('utf8mb4_unicode_ci');
  });

  it('stores an emoji typed into a form field and reads it back', async () => {
    const name = 'Priya 🎉 Shah';
    const mission = 'Food for everyone 🍲🥖 — no one goes hungry';
    const agent = t.agent();
    await agent.post('/api/register/charity').send(charityRegistration({ name, charity: { ...charityRegistration().charity, mission } })).expect(201);
    const me = await agent.get('/api/auth/user').expect(200);
    expect(me.body.name).toBe(name);
    const account = await agent.get('/api/account').expect(200);
    expect(account.body.charity.mission).toBe(mission);
  });
});
