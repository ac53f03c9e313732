// @vitest-environment node
// The front end's layering, checked on the source of every app and package (ARCHITECTURE.md
// "Style to follow"); ESLint reports the same rules in the editor, this proves them on the tree.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repo = fileURLToPath(new URL('../../../', import.meta.url));

interface SourceFile {
  /** Path from the repository root, e.g. `apps/web/src/features/tenants/api/list.ts`. */
  readonly path: string;
  readonly text: string;
}

function sources(dir: string): string[] {
  if (!existsSync(join(repo, dir))) return [];
  return readdirSync(join(repo, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const workspaces = (parent: string) => readdirSync(join(repo, parent)).map((name) => `${parent}/${name}/src`);
const files: SourceFile[] = [...workspaces('apps'), ...workspaces('packages')]
  .flatMap(sources)
  .map((path) => ({ path, text: readFileSync(join(repo, path), 'utf8') }));

/** Every module a file imports (static, re-export, dynamic), relative ones resolved from the repository root. */
function importsOf(file: SourceFile): string[] {
  const specifiers = [
    ...[...file.text.matchAll(/(?:^|\n)\s*(?:import|export)\s[^'";]*?['"]([^'"]+)['"]/g)].map(
      (match) => match[1] ?? '',
    ),
    ...[...file.text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? ''),
  ];
  return specifiers.map((specifier) =>
    specifier.startsWith('.')
      ? relative(repo, normalize(join(repo, dirname(file.path), specifier))).replace(/\\/g, '/')
      : specifier,
  );
}

/** Workspace packages by name, with their subpath exports (`@assay/domain/assessments/labels` → its file). */
const workspaceExports = new Map(
  ['apps', 'packages'].flatMap((parent) =>
    readdirSync(join(repo, parent)).map((name) => {
      const manifest = JSON.parse(readFileSync(join(repo, parent, name, 'package.json'), 'utf8')) as {
        name: string;
        exports?: Record<string, string>;
      };
      return [manifest.name, { dir: `${parent}/${name}`, exports: manifest.exports ?? {} }] as const;
    }),
  ),
);

/**
 * What a file's evaluation loads with it: static imports and re-exports that bring values, not
 * `import type` nor `import()` (a chunk loaded later). Relative and workspace imports come back as
 * paths from the repository root, packages from node_modules by their name.
 */
function evaluatedImportsOf(file: SourceFile): string[] {
  const clauses = /(?:^|\n)\s*(?:import|export)\s+(?!type\s)([\w*${},\s]*?)\s*from\s*['"]([^'"]+)['"]/g;
  const typesOnly = /^\{(?:\s*type\s+\w+(?:\s+as\s+\w+)?\s*,?)*\s*\}$/;
  const specifiers = [
    ...[...file.text.matchAll(clauses)].filter((m) => !typesOnly.test(m[1] ?? '')).map((m) => m[2] ?? ''),
    ...[...file.text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)].map((m) => m[1] ?? ''),
  ];
  return specifiers.map((specifier) => {
    if (specifier.startsWith('.'))
      return relative(repo, normalize(join(repo, dirname(file.path), specifier))).replace(/\\/g, '/');
    const [, name = '', subpath = ''] = /^(@assay\/[^/]+)(\/.*)?$/.exec(specifier) ?? [];
    const workspace = workspaceExports.get(name);
    const target = workspace?.exports[`.${subpath}`];
    return workspace && target ? join(workspace.dir, target).replace(/\\/g, '/') : specifier;
  });
}

/**
 * The packages (outside the workspace) a page entry evaluates before its first paint, each with
 * the chain of files that imports it, entry last. Barrels count whole: it is stricter than the
 * bundler's tree-shaking, which keeps a module whose top level calls zod.
 */
function packagesEvaluated(entry: string, sourceFiles: readonly SourceFile[]): Map<string, string[]> {
  const byPath = new Map(sourceFiles.map((file) => [file.path, file]));
  const importedBy = new Map<string, string | undefined>([[entry, undefined]]);
  const reached = new Map<string, string[]>();
  const chain = (path: string | undefined): string[] => (path ? [path, ...chain(importedBy.get(path))] : []);
  const queue = [entry];
  for (let path = queue.shift(); path !== undefined; path = queue.shift()) {
    const file = byPath.get(path);
    if (!file) continue;
    for (const target of evaluatedImportsOf(file)) {
      if (/^(apps|packages)\//.test(target)) {
        if (importedBy.has(target)) continue;
        importedBy.set(target, path);
        queue.push(target);
      } else if (!reached.has(target)) reached.set(target, chain(path));
    }
  }
  return reached;
}

const featureOf = (path: string) => /^apps\/([^/]+)\/src\/features\/([^/]+)\//.exec(path);

/** Broken rules as "<file> imports <module>: <rule>". */
function layoutViolations(sourceFiles: readonly SourceFile[]): string[] {
  return sourceFiles.flatMap((file) =>
    importsOf(file).flatMap((target) => {
      const broken: string[] = [];
      const inPackage = file.path.startsWith('packages/');
      if (
        inPackage &&
        (target.startsWith('apps/') || /^@assay\/(web|shared-portal|service-console)(\/|$)/.test(target))
      )
        broken.push('packages never import apps');
      if (
        file.path.startsWith('packages/views/') &&
        /^@assay\//.test(target) &&
        !/^@assay\/(ui|client|domain|auth|analytics|messages)(\/|$)/.test(target)
      )
        broken.push('views build on ui, client, domain, auth, analytics and messages only');
      if (/^@assay\/[^/]+\/src(\/|$)/.test(target)) broken.push("no package's internals");
      if (/^(firebase|@firebase\/[^/]+)(\/|$)/.test(target) && !file.path.startsWith('packages/client/'))
        broken.push('firebase only in @assay/client');
      if (/^(radix-ui|@radix-ui\/[^/]+)(\/|$)/.test(target) && !file.path.startsWith('packages/ui/'))
        broken.push('radix-ui only in @assay/ui');
      const from = featureOf(file.path);
      if (from) {
        const to = featureOf(`${target}/`);
        if (to && (to[1] !== from[1] || to[2] !== from[2]))
          broken.push('features never import other features');
        if (target.startsWith(`apps/${from[1]}/src/app/`)) broken.push('features never import the app layer');
      }
      return broken.map((rule) => `${file.path} imports ${target}: ${rule}`);
    }),
  );
}

describe('front-end layout', () => {
  it('reads the sources of every app and package', () => {
    const roots = new Set(files.map((file) => file.path.split('/').slice(0, 2).join('/')));
    expect([...roots]).toEqual(
      expect.arrayContaining([
        'apps/web',
        'apps/shared-portal',
        'apps/service-console',
        'packages/client',
        'packages/ui',
        'packages/views',
      ]),
    );
  });

  it('keeps every layering rule', () => {
    expect(layoutViolations(files)).toEqual([]);
  });

  it('catches each kind of broken rule', () => {
    const bad: SourceFile[] = [
      {
        path: 'packages/views/src/tenant/overview.tsx',
        text: "import { TenantsTable } from '../../../../apps/web/src/features/tenants/components/tenants-table.tsx';",
      },
      {
        path: 'packages/views/src/tenant/stats.tsx',
        text: "import { something } from '@assay/functions/seed';",
      },
      { path: 'packages/ui/src/button/button.tsx', text: "export { x } from '@assay/client/src/errors.ts';" },
      {
        path: 'apps/web/src/features/tenants/api/get.ts',
        text: "import { getAuth } from 'firebase/auth';\nconst lazy = await import('../../assessments/api/list.ts');",
      },
      {
        path: 'apps/web/src/features/tenants/components/menu.tsx',
        text: "import { DropdownMenu } from 'radix-ui';\nimport { pages } from '../../../app/router.tsx';",
      },
      { path: 'packages/views/src/app/mount.tsx', text: "import { tabs } from '@assay/web/routes';" },
    ];
    expect(layoutViolations(bad)).toEqual([
      'packages/views/src/tenant/overview.tsx imports apps/web/src/features/tenants/components/tenants-table.tsx: packages never import apps',
      'packages/views/src/tenant/stats.tsx imports @assay/functions/seed: views build on ui, client, domain, auth, analytics and messages only',
      "packages/ui/src/button/button.tsx imports @assay/client/src/errors.ts: no package's internals",
      'apps/web/src/features/tenants/api/get.ts imports firebase/auth: firebase only in @assay/client',
      'apps/web/src/features/tenants/api/get.ts imports apps/web/src/features/assessments/api/list.ts: features never import other features',
      'apps/web/src/features/tenants/components/menu.tsx imports radix-ui: radix-ui only in @assay/ui',
      'apps/web/src/features/tenants/components/menu.tsx imports apps/web/src/app/router.tsx: features never import the app layer',
      'packages/views/src/app/mount.tsx imports @assay/web/routes: packages never import apps',
      'packages/views/src/app/mount.tsx imports @assay/web/routes: views build on ui, client, domain, auth, analytics and messages only',
    ]);
    // Within one feature, and from features to packages, is fine.
    expect(
      layoutViolations([
        {
          path: 'apps/web/src/features/tenants/components/list.tsx',
          text: "import { useTenants } from '../api/list-tenants.ts';\nimport { Table } from '@assay/ui';\nimport { useKeys } from '@assay/client';",
        },
      ]),
    ).toEqual([]);
  });
});

/**
 * Pages people open from a mail on a phone, started alone by a small entry, and the tenant page a
 * shared user lands on (its other tabs load when opened) (issue 35).
 */
const pageEntries = [
  'apps/web/src/main.tsx',
  'apps/web/src/app/sign-in-entry.tsx',
  'apps/web/src/app/respondent-entry.tsx',
  'apps/shared-portal/src/main.tsx',
  'apps/shared-portal/src/app/shared-sign-in-entry.tsx',
  'apps/shared-portal/src/features/shared-tenant/components/shared-tenant-screen.tsx',
];

describe('page entries', () => {
  it('evaluate no zod: constants and labels come from schema-free modules (e.g. @assay/domain/assessments/labels)', () => {
    for (const entry of pageEntries)
      expect(
        files.some((file) => file.path === entry),
        entry,
      ).toBe(true);
    const withZod = pageEntries.flatMap((entry) => {
      const chain = packagesEvaluated(entry, files).get('zod');
      return chain ? [`zod <- ${chain.join(' <- ')}`] : [];
    });
    expect(withZod).toEqual([]);
  });

  it("the audit views' labels load no schema either: each area keeps them in a schema-free module", () => {
    expect(packagesEvaluated('packages/views/src/audit/labels.ts', files).get('zod')).toBeUndefined();
  });

  it('follows values through workspace exports, not types nor lazy imports', () => {
    const entry = {
      path: 'apps/web/src/app/bad-entry.tsx',
      text: [
        "import type { Answer } from '@assay/domain/assessments';",
        "import { type AnswerFields } from '@assay/domain/assessments';",
        "const later = () => import('@assay/domain/assessments');",
        "import { EVIDENCE_MAX } from '@assay/domain/assessments/labels';",
      ].join('\n'),
    };
    expect(packagesEvaluated(entry.path, [...files, entry]).has('zod')).toBe(false);
    const bad = { ...entry, text: "import {\n  answerSchema,\n} from '@assay/domain/assessments';" };
    expect(packagesEvaluated(bad.path, [...files, bad]).get('zod')).toEqual([
      'packages/domain/src/assessments/answer.ts',
      'packages/domain/src/assessments/index.ts',
      'apps/web/src/app/bad-entry.tsx',
    ]);
  });
});
