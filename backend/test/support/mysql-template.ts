import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';

import type { Connection } from 'mysql2/promise';

import { createDataSource } from '../../src/database/create-data-source';
import { dataSourceOptions } from '../../src/database/data-source-options';
import { isRetryableTransactionError } from '../../src/database/transient-errors';
import { testConfig } from './test-config';

/**
 * Issue 20: on MySQL/MariaDB every test database used to be built by running all the migrations, about a hundred
 * DDL statements. On a Galera node each DDL is replicated in total order, so that alone took minutes per run and
 * made the whole API suite too slow there. Instead the API project's globalSetup migrates ONE template schema per
 * run, through the app's own migration path, and each test database is a copy of it: one CREATE TABLE per table
 * (as SHOW CREATE TABLE prints it, so indexes, collations and any foreign key come along, which CREATE TABLE … LIKE
 * would drop), its triggers, plus the template's rows (TypeORM's `migrations` table, so the app finds nothing to migrate).
 * Tests of the migrations themselves (latin1-server, boot-without-database) create their own schema and still run
 * the real migrations.
 */

/** Set by the globalSetup for the test workers (they inherit its environment): the template file's path. */
const TEMPLATE_FILE_ENV = 'CB_TEST_MYSQL_TEMPLATE';
/** A copy that lost to a concurrent DDL elsewhere on a Galera cluster (1213) is dropped and made again. */
const COPY_TRIES = 5;

export interface SchemaTemplate {
  schema: string;
  /** CREATE TABLE statements, unqualified: run inside the new schema. */
  createTables: string[];
  /** CREATE TRIGGER statements, unqualified, after the tables. */
  createTriggers: string[];
  /** Tables the migrations left rows in, copied as they are. */
  tablesWithRows: string[];
}

export function isMysqlUrl(url: string | undefined): url is string {
  return Boolean(url && /^(mysql|mariadb):\/\//.test(url));
}

export function serverUrl(url: string, database?: string): string {
  const parsed = new URL(url.replace(/^mariadb:/, 'mysql:'));
  if (database !== undefined) parsed.pathname = `/${database}`;
  return parsed.toString();
}

async function connect(url: string, multipleStatements = false): Promise<Connection> {
  const mysql = await import('mysql2/promise');
  return mysql.createConnection({ uri: url, multipleStatements });
}

/** Migrates a fresh template schema on TEST_DATABASE_URL's server and records how to copy it. */
export async function buildTemplate(url: string): Promise<SchemaTemplate> {
  const schema = `cb_test_template_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = await connect(serverUrl(url));
  try {
    await admin.query(`CREATE DATABASE \`${schema}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`);
    const dataSource = await createDataSource(await dataSourceOptions(testConfig(serverUrl(url, schema))));
    await dataSource.destroy();
    const [objects] = await admin.query(
      `SELECT (SELECT COUNT(*) FROM information_schema.ROUTINES WHERE ROUTINE_SCHEMA = ?)
            + (SELECT COUNT(*) FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE <> 'BASE TABLE') AS count`,
      [schema, schema],
    );
    // Copying only tables and triggers would silently lose these; fail the run so that the copy learns them first.
    if (Number((objects as Array<{ count: number }>)[0].count) > 0) {
      throw new Error(`the migrations made routines or views; test/support/mysql-template.ts copies only tables and triggers`);
    }
    const [tables] = await admin.query(
      "SELECT TABLE_NAME AS name FROM information_schema.TABLES WHERE TABLE_SCHEMA = ? AND TABLE_TYPE = 'BASE TABLE' ORDER BY TABLE_NAME",
      [schema],
    );
    const template: SchemaTemplate = { schema, createTables: [], createTriggers: [], tablesWithRows: [] };
    for (const { name } of tables as Array<{ name: string }>) {
      const [created] = await admin.query(`SHOW CREATE TABLE \`${schema}\`.\`${name}\``);
      template.createTables.push((created as Array<Record<string, string>>)[0]['Create Table']);
      const [rows] = await admin.query(`SELECT 1 FROM \`${schema}\`.\`${name}\` LIMIT 1`);
      if ((rows as unknown[]).length) template.tablesWithRows.push(name);
    }
    // Issue 22: the triggers that keep the consultants' sort keys (migration 1799250000000), in their firing order,
    // as the server prints them, without the definer (the copy's creator runs them).
    const [triggers] = await admin.query(
      'SELECT TRIGGER_NAME AS name FROM information_schema.TRIGGERS WHERE TRIGGER_SCHEMA = ? ORDER BY EVENT_OBJECT_TABLE, ACTION_ORDER',
      [schema],
    );
    for (const { name } of triggers as Array<{ name: string }>) {
      const [created] = await admin.query(`SHOW CREATE TRIGGER \`${schema}\`.\`${name}\``);
      template.createTriggers.push((created as Array<Record<string, string>>)[0]['SQL Original Statement'].replace(/DEFINER=`[^`]*`@`[^`]*`\s*/, ''));
    }
    return template;
  } catch (error) {
    await admin.query(`DROP DATABASE IF EXISTS \`${schema}\``);
    throw error;
  } finally {
    await admin.end();
  }
}

export function publishTemplate(template: SchemaTemplate): void {
  const file = join(tmpdir(), `${template.schema}.json`);
  writeFileSync(file, JSON.stringify(template));
  process.env[TEMPLATE_FILE_ENV] = file;
}

let published: SchemaTemplate | null | undefined;

/** The template of this run, if the globalSetup built one (MySQL/MariaDB only). */
export function publishedTemplate(): SchemaTemplate | null {
  if (published === undefined) {
    const file = process.env[TEMPLATE_FILE_ENV];
    published = file ? (JSON.parse(readFileSync(file, 'utf8')) as SchemaTemplate) : null;
  }
  return published;
}

export async function dropTemplate(url: string): Promise<void> {
  const template = publishedTemplate();
  if (!template) return;
  const admin = await connect(serverUrl(url));
  try {
    await admin.query(`DROP DATABASE IF EXISTS \`${template.schema}\``);
  } finally {
    await admin.end();
    rmSync(process.env[TEMPLATE_FILE_ENV]!, { force: true });
  }
}

/**
 * Creates `name` as a copy of the template in one round trip: the foreign key checks are off for the session so
 * that the tables can be created in any order.
 */
export async function createFromTemplate(url: string, template: SchemaTemplate, name: string): Promise<void> {
  const statements = [
    'SET SESSION FOREIGN_KEY_CHECKS = 0',
    `CREATE DATABASE \`${name}\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci`,
    `USE \`${name}\``,
    ...template.createTables,
    ...template.tablesWithRows.map((table) => `INSERT INTO \`${table}\` SELECT * FROM \`${template.schema}\`.\`${table}\``),
    ...template.createTriggers,
  ];
  for (let tries = 1; ; tries++) {
    const connection = await connect(serverUrl(url), true);
    try {
      await connection.query(statements.join(';\n'));
      return;
    } catch (error) {
      await connection.query(`DROP DATABASE IF EXISTS \`${name}\``);
      if (tries >= COPY_TRIES || !isRetryableTransactionError(error)) throw error;
      await sleep(100 * tries);
    } finally {
      await connection.end();
    }
  }
}
