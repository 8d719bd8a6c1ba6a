// Unit tests (src, *.spec.ts) and API tests (test, *.e2e-spec.ts); each API test file gets a fresh database.
// `npm run test:unit` runs the first (seconds), `npm run test:api` the second. Type-checking is `make typecheck`'s
// job, so ts-jest only transpiles (tsconfig's isolatedModules): each file compiles on its own, several times faster.
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] };
const common = {
  testEnvironment: 'node',
  rootDir: '.',
  transform,
  moduleFileExtensions: ['ts', 'js', 'json'],
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
};

module.exports = {
  // A global option: Jest ignores testTimeout inside a project.
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    {
      ...common,
      displayName: 'api',
      testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'],
      // On MySQL/MariaDB: one migrated template schema per run, copied for each test database (mysql-template.ts).
      globalSetup: '<rootDir>/test/support/api-global-setup.ts',
      globalTeardown: '<rootDir>/test/support/api-global-teardown.ts',
    },
  ],
};
