// Unit tests (src, *.spec.ts) and API tests (test, *.e2e-spec.ts); each API test file gets a fresh database.
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  testMatch: ['<rootDir>/src/**/*.spec.ts', '<rootDir>/test/**/*.e2e-spec.ts'],
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testTimeout: 60_000,
  setupFiles: ['<rootDir>/test/support/setup-env.ts'],
};
