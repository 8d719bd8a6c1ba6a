// Unit tests (src, *.spec.ts) and API tests (test, *.e2e-spec.ts); each API test file gets a fresh database.
// `npm run test:unit` runs the first (seconds), `npm run test:api` the second. Type-checking is `make typecheck`'s
// job, so ts-jest only transpiles (tsconfig's isolatedModules): each file compiles on its own, several times faster.
const transform = { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] };
const common = {
  testEnvironment: 'node',
  rootDir: '.',
  transform,
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60_000,
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
};

module.exports = {
  // Jest reads testTimeout from the root config only (it was ignored inside the projects: hooks timed out after
  // the default 5 s on a busy machine, and MariaDB files then failed with errors from the torn-down environment).
  testTimeout: 60_000,
  projects: [
    { ...common, displayName: 'unit', testMatch: ['<rootDir>/src/**/*.spec.ts'] },
    { ...common, displayName: 'api', testMatch: ['<rootDir>/test/**/*.e2e-spec.ts'] },
  ],
};
