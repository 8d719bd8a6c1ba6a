// Proves every frontend boundary rule fires (part of `npm run lint`), as check-admin-import-guard.mjs does for the
// admin guard: a deliberate breach per rule must be reported by name, by dependency-cruiser (probe files written
// into src/ and removed again whatever happens) or ESLint (linted as text).
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { depcruiseRulesThatDidNotFire, eslintRulesThatDidNotFire, knipRulesThatDidNotFire, report } from '../../scripts/boundary-probes.mjs';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const P = '__boundary_probe';

const DEPCRUISE_PROBES = {
  'no-circular': { [`src/shared/lib/${P}_a.ts`]: `export * from './${P}_b';\nexport const a = 1;`, [`src/shared/lib/${P}_b.ts`]: `export * from './${P}_a';\nexport const b = 1;` },
  'no-orphans': { [`src/shared/lib/${P}_orphan.ts`]: 'export const unused = 1;' },
  'shared-through-public-api': { [`src/pages/home/ui/${P}_deep.ts`]: `export { wholeNumberOr } from '@/shared/lib/wholeNumber';` },
};

/** rule id → [file, code]: the FSD layer rules and the public-shell antd rule, linted as text. */
const ESLINT_PROBES = [
  ['no-restricted-imports', 'src/entities/session/model/Probe.ts', "export * from '@/features/auth';\n", 'a lower layer imports a higher one'],
  ['no-restricted-imports', 'src/pages/home/ui/Probe.ts', "export * from '@/pages/about';\n", 'a slice imports a slice of its own layer'],
  ['no-restricted-imports', 'src/pages/home/ui/Probe.ts', "export * from '@/entities/session/model/sessionSlice';\n", 'a slice reached past its index.ts'],
  ['no-restricted-imports', 'src/features/auth/ui/Probe.ts', "export * from '../../request-introduction';\n", 'a relative import leaves the slice'],
  ['no-restricted-syntax', 'src/pages/home/ui/Probe.tsx', "import { Button } from 'antd';\nexport const probe = Button;\n", 'antd on a public page'],
];

/** knip (knip.jsonc): no unused export or type (the test file is an entry; orphans are dependency-cruiser's above). */
const K = `frontend/src/shared/lib/${P}_knip`;
const KNIP_PROBES = [
  ['exports', `${K}_target.ts`, 'unusedProbe', { [`${K}.test.ts`]: `import { used } from './${P}_knip_target';\nit('probe', () => expect(used).toBe(1));`, [`${K}_target.ts`]: 'export const used = 1;\nexport const unusedProbe = 2;\nexport type UnusedProbeType = number;' }],
  ['types', `${K}_target.ts`, 'UnusedProbeType', {}],
];

report(
  [...depcruiseRulesThatDidNotFire(ROOT, DEPCRUISE_PROBES), ...(await eslintRulesThatDidNotFire(ROOT, ESLINT_PROBES)), ...knipRulesThatDidNotFire(KNIP_PROBES)],
  Object.keys(DEPCRUISE_PROBES).length + ESLINT_PROBES.length + KNIP_PROBES.length,
);
