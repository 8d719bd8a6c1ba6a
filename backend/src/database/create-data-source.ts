import { DataSource, DataSourceOptions } from 'typeorm';

import { GALERA_SESSION_SETTINGS, isGaleraServer, mysql2WithSessionSettings } from './galera-session';
import { runMigrationsOnce } from './migration-lock';
import { installStatementRetry } from './statement-retry';

/**
 * The app's and `npm run migrate`'s one way to open the database: Galera connections get their session settings,
 * and pending migrations run under the cluster-wide migration lock (migration-lock.ts) instead of TypeORM's
 * `migrationsRun`, which several instances starting at once would race.
 */
export async function createDataSource(options: DataSourceOptions): Promise<DataSource> {
  let effective = options;
  if ((options.type === 'mysql' || options.type === 'mariadb') && options.url && (await isGaleraServer(options.url))) {
    effective = { ...options, driver: mysql2WithSessionSettings(await import('mysql2'), GALERA_SESSION_SETTINGS) };
  }
  const dataSource = await new DataSource({ ...effective, migrationsRun: false } as DataSourceOptions).initialize();
  const isMysql = options.type === 'mysql' || options.type === 'mariadb';
  // Issue 20: on Galera a DDL elsewhere on the cluster (another schema's migrations) can abort a migration's
  // statement with 1213. MySQL commits at every DDL anyway, so migrations run there without a transaction and
  // each statement is retried like any other (statement-retry.ts); SQLite keeps its all-or-nothing transaction.
  if (isMysql) installStatementRetry(dataSource);
  try {
    await runMigrationsOnce(dataSource, isMysql ? 'none' : 'all');
  } catch (error) {
    await dataSource.destroy();
    throw error;
  }
  return dataSource;
}
