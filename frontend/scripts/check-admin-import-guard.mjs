// Proves the ESLint admin-import guard fires (part of `npm run lint`): a public page, a public widget and the
// app shell that import admin code statically must fail, while the lazy import() the route table uses must pass.
// A guard that silently stopped matching (a renamed slice, a config override) would otherwise go unnoticed.
import { ESLint } from 'eslint';
import { ADMIN_IMPORT_MESSAGE } from '../eslint.config.mjs';

const RULE = '@typescript-eslint/no-restricted-imports';
const STATIC = [
  ['src/pages/home/ui/GuardProbe.tsx', "import { adminApi } from '@/entities/admin';\nexport const probe = adminApi;\n"],
  ['src/pages/login/ui/GuardProbe.tsx', "import { AdminDashboardPage } from '@/pages/admin-dashboard';\nexport const probe = AdminDashboardPage;\n"],
  ['src/widgets/header/ui/GuardProbe.tsx', "export { AdminViewPanel } from '@/widgets/admin-view';\n"],
  ['src/app/GuardProbe.tsx', "import { FormSubmissionList } from '@/features/admin-lists';\nexport const probe = FormSubmissionList;\n"],
  ['src/pages/terms/ui/GuardProbe.tsx', "import '@/shared/ui/admin-table/admin.css';\nexport const probe = 1;\n"],
];
const LAZY = ['src/app/routes/GuardProbe.tsx', "export const load = () => import('@/pages/admin-dashboard');\n"];

const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });
const guardHits = async ([filePath, code]) => {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((message) => message.ruleId === RULE && message.message.endsWith(ADMIN_IMPORT_MESSAGE));
};

const failures = [];
for (const probe of STATIC) {
  if ((await guardHits(probe)).length === 0) failures.push(`no error for a static admin import in ${probe[0]}`);
}
if ((await guardHits(LAZY)).length > 0) failures.push(`a lazy import() was refused in ${LAZY[0]}`);

if (failures.length > 0) {
  console.error(`admin-import guard: ${failures.join('; ')}`);
  process.exit(1);
}
console.log(`admin-import guard: fires on ${STATIC.length} static imports, allows lazy import()`);
