// ESLint flat config for the backend: typescript-eslint's recommended rules on src and test.
import tseslint from 'typescript-eslint';

const LAYER = '(application|domain|infrastructure|interface)(/|$)';

/**
 * A module reaches another module only through its index.ts (also checked by dependency-cruiser, which
 * sees resolved paths; this catches it in the editor). The number of '../' that leaves a module
 * depends on how deep the importing file sits, hence one entry per depth.
 */
const acrossModules = (files, up) => ({
  files,
  ignores: ['**/*.spec.ts'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            regex: `^${'\\.\\./'.repeat(up)}[^./][^/]*/${LAYER}`,
            message: "Use another module through its index.ts (e.g. '../../consultants'), never its layers.",
          },
        ],
      },
    ],
  },
});

/** Every HttpException class @nestjs/common exports (BadRequestException, NotFoundException, …). */
const HTTP_EXCEPTIONS = Object.keys(await import('@nestjs/common')).filter((name) => name === 'HttpException' || name.endsWith('Exception'));

export default tseslint.config(
  { ignores: ['dist/**', 'coverage/**', 'node_modules/**'] },
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: { ecmaVersion: 2022, sourceType: 'module' },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // Logs go through pino (common/logging); console is for the process entry points only.
      'no-console': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
      '@typescript-eslint/consistent-type-imports': 'off',
    },
  },
  acrossModules(['src/modules/*/*.ts'], 1),
  acrossModules(['src/modules/*/*/*.ts'], 2),
  acrossModules(['src/modules/*/*/*/*.ts'], 3),
  {
    // Use cases and rules refuse with kernel/domain-errors; only the global filter picks the HTTP status.
    // typescript-eslint's copy of the rule, so the across-modules patterns above (no-restricted-imports) still apply.
    files: ['src/modules/*/application/**/*.ts', 'src/modules/*/domain/**/*.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@nestjs/common',
              importNames: HTTP_EXCEPTIONS,
              message: 'application/ and domain/ throw kernel domain errors (kernel/domain-errors.ts), never HTTP exceptions.',
            },
          ],
        },
      ],
    },
  },
  {
    // The manager TransactionRunner.run passes would let a use case write SQL without importing typeorm (which
    // dependency-cruiser's use-cases-without-orm refuses): repositories join the ambient transaction instead.
    files: ['src/modules/*/application/**/*.ts'],
    ignores: ['**/*.spec.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.property.name='run'] > :matches(ArrowFunctionExpression, FunctionExpression)[params.length>0]",
          message: 'Use cases take no EntityManager from TransactionRunner.run: call repositories, which join the ambient transaction.',
        },
      ],
    },
  },
  {
    files: ['src/main.ts', 'src/migrate.ts'],
    rules: { 'no-console': 'off' },
  },
);
