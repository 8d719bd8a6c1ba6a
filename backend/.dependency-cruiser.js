/**
 * Architecture boundaries (ARCHITECTURE.md "Backend: bounded modules"), checked in `npm run lint`.
 *
 * Inside backend/src/modules/<module>/ four layers, each importing only the ones below it:
 *   interface/http → application → domain, and infrastructure → domain.
 * A module reaches another module only through that module's index.ts.
 * contracts/ is shared with the frontend and imports nothing outside itself.
 * kernel/ holds what every layer of every module shares (domain errors, the caller): contracts only.
 */
const MODULE_INDEX = '^src/modules/[^/]+/index\\.ts$';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'domain-is-plain-typescript',
      severity: 'error',
      comment: 'domain/ holds plain rules: no application, infrastructure or interface code of any module.',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: '^src/modules/[^/]+/(application|infrastructure|interface)/' },
    },
    {
      name: 'domain-without-frameworks',
      severity: 'error',
      comment: 'domain/ may not use NestJS or TypeORM (rules there must be testable without either).',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: ['(^|/)node_modules/@nestjs/', '(^|/)node_modules/typeorm/', '^@nestjs/', '^typeorm($|/)'] },
    },
    {
      name: 'domain-without-common-or-config',
      severity: 'error',
      comment: 'domain/ rules take what they need as arguments: no common/ (Nest guards, HTTP errors) and no config/.',
      from: { path: '^src/modules/[^/]+/domain/' },
      to: { path: '^src/(common|config|database|bootstrap)/' },
    },
    {
      name: 'use-cases-not-http',
      severity: 'error',
      comment:
        'application/ and domain/ refuse with kernel/domain-errors; only the global filter (common/http) turns them into ' +
        'statuses, so no use case imports common/http (ApiException, status helpers).',
      from: { path: '^src/modules/[^/]+/(application|domain)/' },
      to: { path: '^src/common/http/' },
    },
    {
      name: 'use-cases-without-orm',
      severity: 'error',
      comment:
        'application/ talks to repositories, never to TypeORM: every query and write lives in infrastructure/ (repositories ' +
        'on AmbientRepository join the use case transaction), so a use case reads as the rule it applies.',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: ['(^|/)node_modules/typeorm/', '(^|/)node_modules/@nestjs/typeorm/', '^typeorm($|/)', '^@nestjs/typeorm($|/)'] },
    },
    {
      name: 'kernel-imports-only-contracts',
      severity: 'error',
      comment: 'kernel/ is imported by domain/ of every module: plain TypeScript over contracts, no Nest, TypeORM or Node built-ins.',
      from: { path: '^src/kernel/' },
      to: { pathNot: '^src/(kernel|contracts)/' },
    },
    {
      name: 'interface-not-infrastructure',
      severity: 'error',
      comment:
        'Controllers, DTOs, guards and passport strategies (all of interface/) talk to application services only, ' +
        'never to entities or repositories.',
      from: { path: '^src/modules/[^/]+/interface/' },
      to: { path: '^src/modules/[^/]+/infrastructure/' },
    },
    {
      name: 'common-not-modules',
      severity: 'error',
      comment: 'common/ is below every module: shared rules it needs live in contracts/, never in a feature module.',
      from: { path: '^src/common/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'application-not-interface',
      severity: 'error',
      comment: 'application/ (use cases) may not depend on interface/ (controllers, DTOs).',
      from: { path: '^src/modules/[^/]+/application/' },
      to: { path: '^src/modules/[^/]+/interface/' },
    },
    {
      name: 'infrastructure-not-application-or-interface',
      severity: 'error',
      comment: 'infrastructure/ (entities, repositories, transports) may not depend on application/ or interface/.',
      from: { path: '^src/modules/[^/]+/infrastructure/' },
      to: { path: '^src/modules/[^/]+/(application|interface)/' },
    },
    {
      name: 'other-modules-only-through-index',
      severity: 'error',
      comment: "A module uses another module only through that module's index.ts (its exported services).",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/', pathNot: ['^src/modules/$1/', MODULE_INDEX] },
    },
    {
      name: 'own-index-not-from-inside',
      severity: 'error',
      comment: "Files inside a module import their neighbours directly, never their own module's index.ts (that makes cycles).",
      from: { path: '^src/modules/([^/]+)/', pathNot: MODULE_INDEX },
      to: { path: '^src/modules/$1/index\\.ts$' },
    },
    {
      name: 'modules-only-through-index-from-outside',
      severity: 'error',
      comment:
        "Code outside modules/ (common, bootstrap, app.module, jobs wiring) uses a module through its index.ts. " +
        'Seeding (src/seed*) may write entities directly.',
      from: { path: '^src/', pathNot: ['^src/modules/', '^src/seed', '\\.spec\\.ts$'] },
      to: { path: '^src/modules/[^/]+/', pathNot: MODULE_INDEX },
    },
    {
      name: 'contracts-import-nothing',
      severity: 'error',
      comment: 'contracts/ is imported by the frontend too: it may import only other contracts files (no packages, no Node built-ins).',
      from: { path: '^src/contracts/' },
      to: { pathNot: '^src/contracts/' },
    },
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, not even through index.ts files (a module that needs another imports it one way only).',
      from: { path: '^src/' },
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      severity: 'error',
      comment: 'Every import resolves (to a file or an installed package).',
      from: {},
      to: { couldNotResolve: true },
    },
    {
      name: 'migrations-are-frozen',
      severity: 'error',
      comment:
        'A migration never imports live module code: that code may change later and the migration would replay differently. ' +
        'Copy what it needs into the migration (as 1795600000000-consultant-directory.ts does).',
      from: { path: '^src/database/migrations/' },
      to: { path: '^src/modules/' },
    },
    {
      name: 'not-to-test',
      severity: 'error',
      comment: 'Production code never imports test code.',
      from: { path: '^src/', pathNot: '\\.spec\\.ts$' },
      to: { path: ['^test/', '\\.spec\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^dist/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default'],
      extensions: ['.ts', '.js', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
