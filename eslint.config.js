// One lint config for the whole workspace; each workspace runs `eslint .` and finds it here.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';
import { literalTextRule, movedToMessages } from './tools/lint/literal-text.js';

// Every feature folder of every app: a feature may import only itself, libs and packages.
const featureZones = ['web', 'shared-portal', 'service-console'].flatMap((app) => {
  const root = `./apps/${app}/src/features`;
  let names = [];
  try {
    names = readdirSync(new URL(root, import.meta.url));
  } catch {
    /* app has no features yet */
  }
  return [
    { target: root, from: `./apps/${app}/src/app`, message: 'Features do not import the app layer.' },
    ...names.map((name) => ({
      target: `${root}/${name}`,
      from: root,
      except: [`./${name}`],
      message: 'Features never import other features; compose them in routes.',
    })),
  ];
});

const noExportAll = {
  selector: 'ExportAllDeclaration',
  message: 'Use explicit named re-exports, not export *.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/lib/**',
      '**/node_modules/**',
      '**/.turbo/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
      // Compiled from the catalogs by Paraglide (pnpm --filter @assay/messages compile).
      'packages/messages/src/paraglide/**',
      '**/*.js',
      '**/*.mjs',
      '**/*.cjs',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: { 'import-x/resolver-next': [importX.createNodeResolver?.() ?? undefined].filter(Boolean) },
    rules: {
      'import-x/no-cycle': ['error', { maxDepth: 10, ignoreExternal: true }],
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      '@typescript-eslint/only-throw-error': 'off',
      'no-restricted-syntax': ['error', noExportAll],
    },
  },
  {
    // firebase/* only in @assay/client (apps get Firebase through it); radix-ui only inside @assay/ui.
    files: ['apps/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Import firebase only in @assay/client.',
            },
            { group: ['radix-ui', '@radix-ui/*'], message: 'radix-ui is wrapped by @assay/ui.' },
            { group: ['@assay/*/src/*'], message: "Do not import another package's internals." },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/{domain,auth,analytics,views}/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['radix-ui', '@radix-ui/*'], message: 'radix-ui is wrapped by @assay/ui.' },
            {
              group: ['firebase', 'firebase/*', '@firebase/*'],
              message: 'Import firebase only in @assay/client.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/client/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['radix-ui', '@radix-ui/*'], message: 'radix-ui is wrapped by @assay/ui.' }] },
      ],
    },
  },
  {
    // Features never import other features; compose them in routes. basePath: each app lints from
    // its own folder (without it the zones matched nothing there).
    files: ['apps/*/src/features/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: featureZones }],
    },
  },
  {
    // Screens moved to the message catalogs show no literal text (tools/lint/literal-text.js).
    files: movedToMessages,
    // Tests name what a user reads in English on purpose.
    ignores: ['**/*.test.{ts,tsx}', '**/src/test/**', '**/*.css.ts'],
    rules: { 'no-restricted-syntax': [...literalTextRule, noExportAll] },
  },
  {
    // The server's layers, one way down (functions/src/architecture.test.ts checks the same);
    // tests may drive a layer through the ones above it. basePath: each workspace lints from its folder.
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            {
              target: './functions/src/data',
              from: ['./functions/src/services', './functions/src/core', './functions/src/callables'],
              message: 'data/ is the lowest layer: it never imports services, core or callables.',
            },
            {
              target: './functions/src/services',
              from: ['./functions/src/core', './functions/src/callables'],
              message: 'Services take what they need as arguments: they never import core or callables.',
            },
            {
              target: './functions/src/core',
              from: ['./functions/src/services', './functions/src/callables'],
              message: 'core/ runs any callable: it never imports services or callables.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/*.spec.ts', 'e2e/**/*.ts', '**/test/**/*.ts'],
    rules: {
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/unbound-method': 'off',
    },
  },
);
