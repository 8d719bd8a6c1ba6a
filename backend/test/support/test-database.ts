import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database per test file: a temp SQLite file by default, or a new schema on the
 * MySQL/MariaDB server named by TEST_DATABASE_URL (make test-mysql).
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && /^(mysql|mariadb):\/\//.test(serverUrl)) {
    const mysql = await import('mysql2/promise');
    const name = `cb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const base = new URL(serverUrl.replace(/^mariadb:/, 'mysql:'));
    const connection = await mysql.createConnection({ uri: base.toString() });
    await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    await connection.end();
    const url = new URL(base.toString());
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      drop: async () => {
        const admin = await mysql.createConnection({ uri: base.toString() });
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cb-test-'));
  return { url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
