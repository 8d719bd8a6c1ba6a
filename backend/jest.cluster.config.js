// `make test-cluster`: the cross-node probes (test/cluster) against the cluster `make cluster-up` started. Kept out
// of the default projects: they need three Galera nodes, three instances and haproxy running.
module.exports = {
  testEnvironment: 'node',
  rootDir: '.',
  transform: { '^.+\\.ts$': ['ts-jest', { tsconfig: '<rootDir>/tsconfig.json' }] },
  moduleFileExtensions: ['ts', 'js', 'json'],
  testMatch: ['<rootDir>/test/cluster/**/*.cluster-spec.ts'],
  testTimeout: 180_000,
};
