import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

import { createFromTemplate, isMysqlUrl, publishedTemplate, serverUrl } from './mysql-template';

export interface TestDatabase {
  url: string;
  drop(): Promise<void>;
}

/**
 * A fresh database per test file: a temp SQLite file by default, or a new schema on the
 * MySQL/MariaDB server named by TEST_DATABASE_URL (make test-mysql), copied from the run's migrated template
 * (mysql-template.ts) when the API project's globalSetup built one.
 */
export async function createTestDatabase(): Promise<TestDatabase> {
  const server = process.env.TEST_DATABASE_URL;
  if (isMysqlUrl(server)) {
    const mysql = await import('mysql2/promise');
    const name = `cb_test_${process.pid}_${randomBytes(4).toString('hex')}`;
    const template = publishedTemplate();
    if (template) {
      await createFromTemplate(server, template, name);
    } else {
      const connection = await mysql.createConnection({ uri: serverUrl(server) });
      await connection.query(`CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
      await connection.end();
    }
    return {
      url: serverUrl(server, name),
      drop: async () => {
        const admin = await mysql.createConnection({ uri: serverUrl(server) });
        await admin.query(`DROP DATABASE IF EXISTS \`${name}\``);
        await admin.end();
      },
    };
  }
  const dir = mkdtempSync(join(tmpdir(), 'cb-test-'));
  return { url: `sqlite:${join(dir, 'test.sqlite')}`, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}
