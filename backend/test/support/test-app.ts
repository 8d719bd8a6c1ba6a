import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Test } from '@nestjs/testing';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DestinationStream } from 'pino';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { DataSource } from 'typeorm';

import { AppModule } from '../../src/app.module';
import { configureApp } from '../../src/bootstrap/configure-app';
import { createRootLogger } from '../../src/common/logging/logger';
import { APP_CONFIG, AppConfig } from '../../src/config/app-config';
import { CLOCK } from '../../src/config/clock';
import { MailDispatcherService } from '../../src/modules/mail';
import { FakeClock } from './fake-clock';
import { testConfig } from './test-config';
import { createTestDatabase, TestDatabase } from './test-database';

export { TEST_ADMIN, TEST_ORIGIN } from './test-config';

export interface TestApp {
  app: INestApplication;
  config: AppConfig;
  clock: FakeClock;
  dataSource: DataSource;
  database: TestDatabase;
  /** A cookie-keeping client (one browser). */
  agent(): TestAgent;
  /** A one-off request without cookies. */
  http(): ReturnType<typeof request>;
  dispatchMail(): Promise<number>;
  close(): Promise<void>;
}

/** The whole Nest app in process on a fresh database, as main.ts builds it. */
export async function createTestApp(
  env: Record<string, string> = {},
  options: {
    logDestination?: DestinationStream;
    /** Another instance on an existing database (issue 15): its owner drops it, this app's close() does not. */
    database?: TestDatabase;
    clock?: FakeClock;
  } = {},
): Promise<TestApp> {
  const database: TestDatabase = options.database ?? (await createTestDatabase());
  const config = testConfig(database.url, env);
  createRootLogger(config.logLevel, options.logDestination);
  const clock = options.clock ?? new FakeClock();
  const moduleRef = await Test.createTestingModule({ imports: [AppModule] })
    .overrideProvider(APP_CONFIG)
    .useValue(config)
    .overrideProvider(CLOCK)
    .useValue(clock)
    .compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, logger: false });
  configureApp(app);
  await app.init();
  const server = app.getHttpServer();
  const dataSource = app.get<DataSource>(getDataSourceToken());
  return {
    app,
    config,
    clock,
    dataSource,
    database,
    agent: () => request.agent(server),
    http: () => request(server),
    dispatchMail: () => app.get(MailDispatcherService).dispatchDue(100),
    close: async () => {
      await app.close();
      if (!options.database) await database.drop();
    },
  };
}

/** Signs in through the real login endpoint and returns the agent holding the session cookie. */
export async function signIn(testApp: TestApp, username: string, password: string): Promise<TestAgent> {
  const agent = testApp.agent();
  await agent.post('/api/auth/login').send({ username, password }).expect(200);
  return agent;
}
