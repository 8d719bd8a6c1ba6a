import 'reflect-metadata';

import { createRootLogger } from './common/logging/logger';
import { loadConfig, redactedDatabaseUrl } from './config/app-config';
import { createDataSource } from './database/create-data-source';
import { dataSourceOptions } from './database/data-source-options';

/**
 * `npm run migrate` (node backend/dist/migrate.js): applies pending migrations and exits, under the same
 * cluster-wide lock as an instance's start. For rollouts: migrate once, then start or replace the instances,
 * which then find nothing to do (docs/operations.md).
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  const dataSource = await createDataSource(await dataSourceOptions(config));
  try {
    const pending = await dataSource.showMigrations();
    logger.info({ database: redactedDatabaseUrl(config.database.url), pending }, 'migrations applied');
  } finally {
    await dataSource.destroy();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
