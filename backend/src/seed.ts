import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

import { AppModule } from './app.module';
import { createRootLogger, PinoNestLogger, rootLogger } from './common/logging/logger';
import { loadConfig } from './config/app-config';
import { DEMO_PASSWORD, seedDemo } from './seed/seed-demo';

/** Nest's start-up chatter (one line per module) goes to debug here: the seed's own summary is what matters. */
class QuietNestLogger extends PinoNestLogger {
  override log(message: unknown, context?: string) {
    rootLogger().debug({ context }, String(message));
  }
}

/**
 * `node backend/dist/seed.js`: with SEED_DEMO=true, migrates the database and adds the demo data
 * (idempotent). Scheduled jobs never run here; the first admin is created from ADMIN_* as at start.
 */
async function main(): Promise<void> {
  process.env.JOBS_ENABLED = 'false';
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  if (!config.seedDemo) {
    logger.info('SEED_DEMO is not true: no demo data added');
    return;
  }
  const app = await NestFactory.createApplicationContext(AppModule, { logger: new QuietNestLogger() });
  try {
    const started = Date.now();
    const result = await seedDemo(app.get<DataSource>(getDataSourceToken()), { termsVersion: config.termsVersion });
    const { skipped, ...created } = result;
    logger.info(
      { ...created, alreadyPresent: skipped.length, ms: Date.now() - started },
      created.consultantsCreated + created.charitiesCreated > 0
        ? `demo data added: sign in as e.g. sarah.mitchell or riverside.foodbank with password ${DEMO_PASSWORD}`
        : 'demo data already present: nothing added',
    );
  } finally {
    await app.close();
  }
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
