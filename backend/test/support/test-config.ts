import { AppConfig, loadConfig } from '../../src/config/app-config';

export const TEST_ADMIN = { username: 'admin', email: 'admin@example.org', password: 'Admin-Passw0rd!' };
export const TEST_ORIGIN = 'http://localhost:3000';

/** The configuration every test app runs with (env overrides it); the MySQL schema template migrates with it too. */
export function testConfig(databaseUrl: string, env: Record<string, string> = {}): AppConfig {
  return loadConfig({
    NODE_ENV: 'test',
    DATABASE_URL: databaseUrl,
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
}
