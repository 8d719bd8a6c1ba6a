import 'reflect-metadata';

import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';

import { AppModule } from './app.module';
import { configureApp } from './bootstrap/configure-app';
import { createRootLogger, PinoNestLogger } from './common/logging/logger';
import { loadConfig, redactedDatabaseUrl } from './config/app-config';

async function main(): Promise<void> {
  // Fail fast on bad configuration before anything else starts.
  const config = loadConfig();
  const logger = createRootLogger(config.logLevel);
  const app = await NestFactory.create<NestExpressApplication>(AppModule, { bodyParser: false, logger: new PinoNestLogger() });
  configureApp(app);
  await app.listen(config.port);
  logger.info(
    { port: config.port, url: config.appBaseUrl, database: redactedDatabaseUrl(config.database.url), trustProxy: config.trustProxy },
    `${config.brandName} is listening`,
  );
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
