/**
 * Frontend import graph rules (ARCHITECTURE "Frontend"), in `npm run lint` beside ESLint's layer rules:
 * no cycles, no file nothing imports, and the shared layer reached through its segments' public APIs.
 * scripts/check-boundary-rules.mjs proves each rule fires on a deliberate breach.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles: shared types go in their own file (as app/routes/appRoute.ts does for the route table).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'no-orphans',
      severity: 'error',
      comment: 'A source file nothing imports is dead code (tests, type declarations and the entry point aside).',
      from: { orphan: true, path: '^src/', pathNot: ['\\.d\\.ts$', '(^|/)__tests__/', '\\.test\\.tsx?$', '^src/app/index\\.tsx$'] },
      to: {},
    },
    {
      name: 'shared-through-public-api',
      severity: 'error',
      comment:
        "Outside shared/, import a shared segment or component through its index.ts ('@/shared/lib', '@/shared/ui/badge'), " +
        "never a file inside it ('@/shared/lib/wholeNumber'). Stylesheets are the exception.",
      from: { path: '^src/', pathNot: '^src/shared/' },
      to: { path: '^src/shared/', pathNot: ['/index\\.tsx?$', '\\.css$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
