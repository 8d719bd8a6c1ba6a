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
import { APP_CONFIG, AppConfig, loadConfig } from '../../src/config/app-config';
import { CLOCK } from '../../src/config/clock';
import { MailDispatcherService } from '../../src/modules/mail';
import { FakeClock } from './fake-clock';
import { createTestDatabase, TestDatabase } from './test-database';

export const TEST_ADMIN = { username: 'admin', email: 'admin@example.org', password: 'Admin-Passw0rd!' };
export const TEST_ORIGIN = 'http://localhost:3000';

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
  const config = loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    APP_BASE_URL: TEST_ORIGIN,
    SESSION_SECRET: 'test-session-secret-0123456789abcdef',
    CREDENTIALS_KEY: '0'.repeat(64),
    ADMIN_USERNAME: TEST_ADMIN.username,
    ADMIN_EMAIL: TEST_ADMIN.email,
    ADMIN_PASSWORD: TEST_ADMIN.password,
    JOBS_ENABLED: 'false',
    // A cheap scrypt cost keeps each test fast; hashing-limit and the config tests pin production's cost.
    PASSWORD_HASH_COST: '10',
    // A test app whose database is missing fails in a second, not after the production wait (issue 15).
    DATABASE_CONNECT_ATTEMPTS: '3',
    DATABASE_CONNECT_RETRY_MS: '200',
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent',
    FRONTEND_DIST: '/nonexistent-frontend-dist',
    ...env,
  });
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
