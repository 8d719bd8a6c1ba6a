// Proves every boundary rule of the backend fires (part of `npm run lint`): for each rule a deliberate breach is
// written into src/, the checker that owns the rule (dependency-cruiser or ESLint) must report that rule by name,
// and the probe files are removed again whatever happens. A rule that silently stopped matching (a renamed
// folder, a config override, a regex typo) would otherwise pass every lint run unnoticed.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { depcruiseRulesThatDidNotFire, eslintRulesThatDidNotFire, knipRulesThatDidNotFire, report } from '../../scripts/boundary-probes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const P = '__boundary_probe';

/** rule name → probe files (path → source). The importing file is always the first. */
const DEPCRUISE_PROBES = {
  'domain-is-plain-typescript': { [`src/modules/audit/domain/${P}.ts`]: `export * from '../infrastructure/${P}-target';`, [`src/modules/audit/infrastructure/${P}-target.ts`]: 'export const t = 1;' },
  'domain-without-frameworks': { [`src/modules/audit/domain/${P}.ts`]: `export { Injectable } from '@nestjs/common';` },
  'domain-without-common-or-config': { [`src/modules/audit/domain/${P}.ts`]: `export * from '../../../config/clock';` },
  'use-cases-without-orm': { [`src/modules/audit/application/${P}.ts`]: `export { DataSource } from 'typeorm';` },
  'use-cases-not-http': { [`src/modules/audit/application/${P}.ts`]: `export * from '../../../common/http/error-body';` },
  'kernel-imports-only-contracts': { [`src/kernel/${P}.ts`]: `export * from '../config/clock';` },
  'interface-not-infrastructure': { [`src/modules/projects/interface/${P}.ts`]: `export * from '../infrastructure/${P}-target';`, [`src/modules/projects/infrastructure/${P}-target.ts`]: 'export const t = 1;' },
  'common-not-modules': { [`src/common/${P}.ts`]: `export * from '../modules/audit';` },
  'application-not-interface': { [`src/modules/projects/application/${P}.ts`]: `export * from '../interface/${P}-target';`, [`src/modules/projects/interface/${P}-target.ts`]: 'export const t = 1;' },
  'infrastructure-not-application-or-interface': { [`src/modules/projects/infrastructure/${P}.ts`]: `export * from '../application/${P}-target';`, [`src/modules/projects/application/${P}-target.ts`]: 'export const t = 1;' },
  'other-modules-only-through-index': { [`src/modules/projects/application/${P}.ts`]: `export * from '../../audit/application/${P}-target';`, [`src/modules/audit/application/${P}-target.ts`]: 'export const t = 1;' },
  'own-index-not-from-inside': { [`src/modules/audit/application/${P}.ts`]: `export * from '../index';` },
  'modules-only-through-index-from-outside': { [`src/bootstrap/${P}.ts`]: `export * from '../modules/audit/application/${P}-target';`, [`src/modules/audit/application/${P}-target.ts`]: 'export const t = 1;' },
  'contracts-import-nothing': { [`src/contracts/${P}.ts`]: `export * from '../kernel/domain-errors';` },
  'no-circular': { [`src/common/${P}-a.ts`]: `export * from './${P}-b';\nexport const a = 1;`, [`src/common/${P}-b.ts`]: `export * from './${P}-a';\nexport const b = 1;` },
  'not-to-unresolvable': { [`src/common/${P}.ts`]: `export * from './${P}-does-not-exist';` },
  'not-to-test': { [`src/common/${P}.ts`]: `export * from '../../test/support/fake-clock';` },
  'migrations-are-frozen': { [`src/database/migrations/${P}.ts`]: `export * from '../../modules/consultants';` },
};

/** [rule id, file path, source, what it breaks]: linted as text, nothing written. */
const ESLINT_PROBES = [
  ['no-restricted-imports', `src/modules/projects/application/${P}.ts`, `export * from '../../audit/application/audit-trail.service';\n`, "another module's layer is imported"],
  ['no-restricted-syntax', `src/modules/projects/application/${P}.ts`, `export const probe = (transactions: { run: (work: (manager: unknown) => Promise<void>) => Promise<void> }) => transactions.run(async (manager) => void manager);\n`, 'a use case takes the EntityManager of a transaction'],
  ['@typescript-eslint/no-restricted-imports', `src/modules/projects/application/${P}.ts`, `import { NotFoundException } from '@nestjs/common';\nexport const probe = NotFoundException;\n`, 'a use case throws an HTTP exception'],
];

/**
 * knip (knip.jsonc): no file that nothing imports, no export or type nobody imports. The spec file is an entry, so
 * the target is reachable and only its unused names are reported.
 */
const K = `backend/src/common/${P}_knip`;
const KNIP_PROBES = [
  ['files', `${K}_orphan.ts`, null, { [`${K}_orphan.ts`]: 'export const orphan = 1;' }],
  ['exports', `${K}_target.ts`, 'unusedProbe', { [`${K}.spec.ts`]: `import { used } from './${P}_knip_target';\nit('probe', () => expect(used).toBe(1));`, [`${K}_target.ts`]: 'export const used = 1;\nexport const unusedProbe = 2;\nexport type UnusedProbeType = number;' }],
  ['types', `${K}_target.ts`, 'UnusedProbeType', {}],
];

// Each rule's probes get their own file names (the rule's name in them), so probes never overwrite each other.
const unique = (rule, text) => text.replaceAll(P, `${P}_${rule.replaceAll('-', '_')}`);
const probes = Object.fromEntries(
  Object.entries(DEPCRUISE_PROBES).map(([rule, files]) => [rule, Object.fromEntries(Object.entries(files).map(([path, source]) => [unique(rule, path), unique(rule, source)]))]),
);
report(
  [...depcruiseRulesThatDidNotFire(ROOT, probes), ...(await eslintRulesThatDidNotFire(ROOT, ESLINT_PROBES)), ...knipRulesThatDidNotFire(KNIP_PROBES)],
  Object.keys(probes).length + ESLINT_PROBES.length + KNIP_PROBES.length,
);
