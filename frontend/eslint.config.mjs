// @ts-check
import { createRequire } from 'node:module';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

// ESLint's own recommended rules ship inside eslint as @eslint/js; load the copy eslint uses.
const requireFromEslint = createRequire(createRequire(import.meta.url).resolve('eslint/package.json'));
const js = requireFromEslint('@eslint/js');

const LAYERS = ['app', 'pages', 'widgets', 'features', 'entities', 'shared'];

const SLICED_LAYERS = ['pages', 'widgets', 'features', 'entities'];

/**
 * Feature-Sliced Design boundaries (ARCHITECTURE "Frontend"): a layer imports only layers below it,
 * another slice only through its index.ts, never a slice of its own layer (feature → feature), and
 * relative paths stay inside the slice (`../../` from a segment leaves it).
 */
function layerRules(layer) {
  const higher = LAYERS.slice(0, LAYERS.indexOf(layer));
  const patterns = [
    {
      regex: '^@/(pages|widgets|features|entities)/.+/(ui|model|api|lib|config)(/|$)',
      message: "Import another slice through its public API (its index.ts), e.g. '@/entities/session'.",
    },
  ];
  if (SLICED_LAYERS.includes(layer)) {
    patterns.push(
      {
        regex: `^@/${layer}(/|$)`,
        message: `A slice may not import another slice of its own layer (${layer} → ${layer}); move the shared part down a layer.`,
      },
      {
        regex: '^\\.\\./\\.\\./',
        message: "Relative imports stay inside the slice; reach other slices through '@/<layer>/<slice>'.",
      },
    );
  }
  if (higher.length > 0) {
    patterns.push({
      regex: `^@/(${higher.join('|')})(/|$)`,
      message: `The ${layer} layer may only import from layers below it (${LAYERS.slice(LAYERS.indexOf(layer) + 1).join(', ') || 'none'}).`,
    });
  }
  return {
    files: [`src/${layer}/**/*.{ts,tsx}`],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns }] },
  };
}

/**
 * The public shell and public pages must stay inside the 170 kB budget, so they may not import antd
 * (ARCHITECTURE "Performance budgets"). Add new public pages here as they are built.
 */
const PUBLIC_SHELL = [
  'src/app/**/*.{ts,tsx}',
  'src/widgets/**/*.{ts,tsx}',
  'src/entities/**/*.{ts,tsx}',
  'src/shared/**/*.{ts,tsx}',
  'src/pages/home/**/*.{ts,tsx}',
  'src/pages/not-found/**/*.{ts,tsx}',
  'src/pages/terms/**/*.{ts,tsx}',
  'src/pages/privacy/**/*.{ts,tsx}',
  'src/pages/terms-popup/**/*.{ts,tsx}',
  'src/pages/privacy-popup/**/*.{ts,tsx}',
  'src/pages/about/**/*.{ts,tsx}',
  'src/pages/pricing/**/*.{ts,tsx}',
  'src/pages/get-matched/**/*.{ts,tsx}',
  'src/pages/book-a-call/**/*.{ts,tsx}',
  'src/pages/waiting-list/**/*.{ts,tsx}',
  'src/features/public-enquiry/**/*.{ts,tsx}',
  // The sign-in pages (issue 22): public, so the plain-form kit rather than antd.
  'src/pages/login/**/*.{ts,tsx}',
  'src/pages/register/**/*.{ts,tsx}',
  'src/pages/consultant-application/**/*.{ts,tsx}',
  'src/pages/forgot-password/**/*.{ts,tsx}',
  'src/pages/reset-password/**/*.{ts,tsx}',
  'src/features/auth/login/**/*.{ts,tsx}',
  'src/features/auth/password-reset/**/*.{ts,tsx}',
  'src/features/auth/signed-in-redirect/**/*.{ts,tsx}',
  'src/features/register-charity/**/*.{ts,tsx}',
  'src/features/consultant-application/**/*.{ts,tsx}',
];

/**
 * Where admin code lives: the admin pages and widgets, the admin API slice, the features only admin screens use
 * and the admin table kit. Everything else reaches it only through a lazy import() (an admin-* chunk), so no
 * public page downloads admin code however its chunk is named (e2e/budget.spec.ts checks the built result;
 * scripts/check-admin-import-guard.mjs checks this rule fires).
 */
export const ADMIN_SLICES = [
  'src/pages/admin-*/**',
  'src/widgets/admin-*/**',
  'src/entities/admin/**',
  'src/features/admin-lists/**',
  'src/features/assign-temp-credentials/**',
  'src/features/create-pre-listed-consultant/**',
  'src/shared/ui/admin-table/**',
];
export const ADMIN_IMPORT_MESSAGE =
  'Admin code is loaded only through a lazy import() (an admin-* chunk): a static import would put it in a public bundle.';
const ADMIN_IMPORT_REGEX =
  '^@/(pages/admin-[^/]+|widgets/admin-[^/]+|entities/admin|features/(admin-lists|assign-temp-credentials|create-pre-listed-consultant)|shared/ui/admin-table)(/|$)';

export default tseslint.config(
  { ignores: ['dist/**', 'e2e/.tmp/**', 'playwright-report/**', 'test-results/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['src/**/*.{ts,tsx}', 'test/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  ...LAYERS.map(layerRules),
  {
    // A separate rule from the layer rules above, so both apply to the same files.
    files: PUBLIC_SHELL,
    ignores: [
      'src/shared/ui/antd-provider/**',
      'src/shared/ui/account-form-fields/**',
      'src/shared/ui/new-password-fields/**',
      'src/shared/ui/load-error/**',
      'src/shared/ui/admin-table/**',
      // Used only by the member and admin forms (lazy chunks).
      'src/shared/ui/checkbox-group-field/**',
      // Admin widgets render inside lazy admin chunks only (their index files load nothing eagerly).
      'src/widgets/admin-*/**',
      '**/*.test.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'ImportDeclaration[source.value=/^(antd|@ant-design|@rc-component)([/]|$)/]',
          message: 'antd is for lazy member/admin chunks only; the public shell and public pages use plain markup.',
        },
        {
          selector: 'ImportDeclaration[source.value=/^@[/]shared[/]ui[/]antd-provider/]',
          message: 'The antd provider belongs in lazy member/admin pages only.',
        },
      ],
    },
  },
  {
    // Its own rule name (not no-restricted-imports, which the layer rules set), so both apply. Static imports and
    // re-exports only: import() is how the route table and the dual-role page load admin chunks.
    files: ['src/**/*.{ts,tsx}'],
    ignores: [...ADMIN_SLICES, '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', { patterns: [{ regex: ADMIN_IMPORT_REGEX, message: ADMIN_IMPORT_MESSAGE }] }],
    },
  },
  {
    // Node-side files: build and test tooling, scripts.
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: {
      globals: {
        ...Object.fromEntries(Object.getOwnPropertyNames(globalThis).map((name) => [name, 'readonly'])),
        process: 'readonly',
        console: 'readonly',
      },
    },
  },
  {
    files: ['**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: { require: 'readonly', module: 'writable', exports: 'writable', __dirname: 'readonly', __filename: 'readonly' },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['e2e/**/*.ts', 'playwright.config.ts'],
    rules: {
      // Playwright fixtures destructure `{}` when they need no other fixture.
      'no-empty-pattern': 'off',
    },
  },
);
