import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

import type { DataSourceOptions } from 'typeorm';

import type { AppConfig } from '../config/app-config';
import { retryWhileUnreachable } from './connect-retry';
import { MIGRATIONS } from './migrations';

/** MariaDB and MySQL speak the same protocol; TypeORM wants to know which one it talks to. */
async function detectMysqlFlavour(url: string): Promise<'mysql' | 'mariadb'> {
  const mysql = await import('mysql2/promise');
  const connection = await mysql.createConnection({ uri: url.replace(/^mariadb:/, 'mysql:') });
  try {
    const [rows] = await connection.query('SELECT VERSION() AS version');
    const version = String((rows as Array<{ version: string }>)[0]?.version ?? '');
    return version.toLowerCase().includes('mariadb') ? 'mariadb' : 'mysql';
  } finally {
    await connection.end();
  }
}

export async function dataSourceOptions(config: AppConfig): Promise<DataSourceOptions> {
  const common = { migrations: MIGRATIONS, migrationsTableName: 'migrations', synchronize: false, logging: false } as const;
  const { database } = config;
  if (database.driver === 'sqlite') {
    const path = database.sqlitePath!;
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true });
    return {
      ...common,
      type: 'better-sqlite3',
      database: path,
      enableWAL: path !== ':memory:',
      prepareDatabase: (db: { pragma(sql: string): unknown }) => {
        db.pragma('busy_timeout = 5000');
      },
    };
  }
  const url = database.url.replace(/^mariadb:/, 'mysql:');
  return {
    ...common,
    // Asked before TypeORM connects, so it waits for the database the same way (issue 15).
    type: await retryWhileUnreachable('detecting the database server', config.databaseConnect, () => detectMysqlFlavour(url)),
    url,
    timezone: 'Z',
    charset: 'utf8mb4',
    extra: { connectionLimit: config.databasePoolSize },
  };
}
