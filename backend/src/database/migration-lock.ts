import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

import type { DataSource } from 'typeorm';

import { rootLogger } from '../common/logging/logger';

const LOCK_TABLE = 'migration_lock';
const POLL_MS = 500;
/** A holder that died mid-migration leaves its row; after this long another instance takes over. */
const STALE_AFTER_MS = 10 * 60_000;

/**
 * Issue 20, migrations run once: instances started at the same moment on an empty database must not run the same
 * migration in parallel. GET_LOCK is per server and Galera does not replicate it, so the lock is a row: whoever
 * inserts id 1 holds it (the others get a duplicate key, or lose certification, and wait until it is deleted).
 * The table is created here, outside the migrations, like TypeORM's own `migrations` table, because it has to exist
 * before they run. SQLite has one writer anyway; the same code runs there too.
 */
export async function runMigrationsOnce(dataSource: DataSource, transaction: 'all' | 'none' = 'all'): Promise<void> {
  if (!(await pendingMigrations(dataSource))) return;
  const table = dataSource.driver.escape(LOCK_TABLE);
  await dataSource.query(
    `CREATE TABLE IF NOT EXISTS ${table} (${dataSource.driver.escape('id')} INTEGER NOT NULL PRIMARY KEY, ${dataSource.driver.escape('holder')} VARCHAR(100) NOT NULL, ${dataSource.driver.escape('acquiredAt')} BIGINT NOT NULL)`,
  );
  const holder = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`.slice(0, 100);
  let announced = false;
  while (!(await tryAcquire(dataSource, table, holder))) {
    if (!announced) rootLogger().info({ holder }, 'another instance is migrating the database; waiting for it');
    announced = true;
    await sleep(POLL_MS);
  }
  try {
    await dataSource.runMigrations({ transaction });
  } finally {
    await dataSource.query(`DELETE FROM ${table} WHERE id = 1 AND holder = ?`, [holder]);
  }
}

/**
 * Whether any migration is pending. On an empty database TypeORM creates its `migrations` table here, before any
 * lock can exist; instances starting together race that CREATE TABLE and the losers get "already exists" (MySQL
 * 1050). The table is there then, so asking again answers.
 */
async function pendingMigrations(dataSource: DataSource): Promise<boolean> {
  for (let tries = 1; ; tries++) {
    try {
      return await dataSource.showMigrations();
    } catch (error) {
      if (tries >= 5 || !isTableAlreadyThere(error)) throw error;
      await sleep(POLL_MS);
    }
  }
}

function isTableAlreadyThere(error: unknown): boolean {
  const { driverError, message } = error as { driverError?: { errno?: number }; message?: string };
  return driverError?.errno === 1050 || /already exists/i.test(message ?? '');
}

async function tryAcquire(dataSource: DataSource, table: string, holder: string): Promise<boolean> {
  const now = Date.now();
  // A crashed holder's row is taken over once stale; only one of several waiters' UPDATEs can match.
  await dataSource.query(`UPDATE ${table} SET holder = ?, acquiredAt = ? WHERE id = 1 AND acquiredAt < ?`, [holder, now, now - STALE_AFTER_MS]);
  try {
    await dataSource.query(`INSERT INTO ${table} (id, holder, acquiredAt) VALUES (1, ?, ?)`, [holder, now]);
    return true;
  } catch (error) {
    const rows: Array<{ holder: string }> = await dataSource.query(`SELECT holder FROM ${table} WHERE id = 1`);
    if (rows[0]?.holder === holder) return true;
    if (!rows.length) rootLogger().debug({ err: error }, 'migration lock insert failed; trying again');
    return false;
  }
}
