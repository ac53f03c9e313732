// The backbone's rules, checked on the source (ARCHITECTURE.md "Functions").
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';

const root = fileURLToPath(new URL('.', import.meta.url));

function sources(dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [relative(root, path)] : [];
  });
}

const files = sources().map((path) => ({ path, text: readFileSync(join(root, path), 'utf8') }));
const where = (pattern: RegExp) =>
  files
    .filter((file) => pattern.test(file.text))
    .map((file) => file.path)
    .sort();

interface SourceFile {
  path: string;
  text: string;
}

/** Every module a file imports (static, re-export, dynamic, require), resolved against src/, and whether only types. */
function importsOf(file: SourceFile): { target: string; typeOnly: boolean }[] {
  const found: { target: string; typeOnly: boolean }[] = [];
  const resolve = (specifier: string) =>
    specifier.startsWith('.')
      ? normalize(join(dirname(file.path), specifier)).replace(/\\/g, '/')
      : specifier;
  const statics = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*(?:from\s+)?['"]([^'"]+)['"]/g;
  for (const match of file.text.matchAll(statics)) {
    const [, , typeKeyword, clause = '', specifier = ''] = match;
    const names = /\{([^}]*)\}/.exec(clause)?.[1];
    const allTyped =
      names !== undefined &&
      !/^[^{]*\w[^{]*\{/.test(clause) &&
      names
        .split(',')
        .filter((name) => name.trim())
        .every((name) => name.trim().startsWith('type '));
    found.push({ target: resolve(specifier), typeOnly: Boolean(typeKeyword) || allTyped });
  }
  for (const match of file.text.matchAll(/\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]/g))
    found.push({ target: resolve(match[1] ?? ''), typeOnly: false });
  return found;
}

/**
 * Callables and services get their data from the context, bound to the caller's organisation.
 * Importing a repository factory, firebase-admin or the runtime would let them build another
 * organisation's repository: only `import type` from data/ is allowed there.
 */
function dataAccessViolations(sourceFiles: readonly SourceFile[]): string[] {
  return sourceFiles
    .filter((file) => /^(callables|services)\//.test(file.path))
    .flatMap((file) =>
      importsOf(file)
        .filter(
          ({ target, typeOnly }) =>
            /^firebase-admin(\/|$)/.test(target) ||
            /^core\/(firebase|runtime)(\.ts)?$/.test(target) ||
            (!typeOnly && /^data\//.test(target)),
        )
        .map(({ target }) => `${file.path} imports ${target}`),
    );
}

/**
 * The server's layers, one way down: callables → services → data, with core (the callable
 * pipeline) beside services. Each rule names what a layer never imports, types included.
 */
const layerRules: readonly { layer: string; never: readonly string[] }[] = [
  { layer: 'data', never: ['services', 'core', 'callables'] },
  { layer: 'services', never: ['core', 'callables'] },
  { layer: 'core', never: ['services', 'callables'] },
];

function layerViolations(sourceFiles: readonly SourceFile[]): string[] {
  return sourceFiles.flatMap((file) => {
    const rule = layerRules.find(({ layer }) => file.path.startsWith(`${layer}/`));
    if (!rule) return [];
    return importsOf(file)
      .filter(({ target }) => rule.never.some((layer) => target.startsWith(`${layer}/`)))
      .map(({ target }) => `${file.path} imports ${target}`);
  });
}

describe('architecture', () => {
  it('has exactly one onCall: core/define-callable.ts', () => {
    expect(where(/\bonCall\s*\(/)).toEqual(['core/define-callable.ts']);
  });

  it('maps errors to HttpsError only in core/errors.ts', () => {
    expect(where(/new HttpsError\(/)).toEqual(['core/errors.ts']);
  });

  it('reads process.env only in env.ts', () => {
    expect(where(/process\.env/)).toEqual(['env.ts']);
  });

  it('reaches cross-tenant data only from the context builder, the system-admin callables (platform, library), their services, the plan-override expiry job and the ops commands (run with the project’s credentials)', () => {
    const allowed =
      /^(core\/runtime\.ts|core\/context\.ts|core\/pipeline\.ts|callables\/(platform|library)\/.*|services\/(platform|platform-users|platform-organisations|platform-subscriptions|platform-audit|platform-outbox|library)-service\.ts|jobs\/expire-plan-overrides\.ts|ops\/.*|data\/.*)$/;
    expect(where(/platform-data/).filter((path) => !allowed.test(path))).toEqual([]);
    expect(
      where(/ctx\.platform|ctx\.identity/).filter((path) => !/^callables\/(platform|library)\//.test(path)),
    ).toEqual([]);
    expect(where(/ctx\.identity/).filter((path) => !path.startsWith('callables/platform/'))).toEqual([]);
    // A system admin reaches an organisation (its grants, owners and log, never its content) only to handle support access.
    expect(where(/ctx\.supportDesk/).filter((path) => !path.startsWith('callables/support/'))).toEqual([]);
  });

  it('gives system admins alone the areas that reach cross-tenant data', () => {
    for (const contract of [...Object.values(contracts.service), ...Object.values(contracts.library)])
      expect(contract.access.audience, contract.name).toBe('systemAdmin');
  });

  it('keeps Firestore out of callables and services', () => {
    expect(where(/firebase-admin\/firestore/).filter((path) => /^(callables|services)\//.test(path))).toEqual(
      [],
    );
  });

  it('addresses documents only in data/ and migrations/ (which rewrite what older versions stored): services and callables reach them through repositories', () => {
    expect(
      where(/\bdocAt\(|\.collection\(|\.doc\(/).filter((path) => !/^(data|migrations)\//.test(path)),
    ).toEqual([]);
  });

  it('names each callable file after its contract operation', () => {
    // Each area's index.ts lists its callables; callables/deployed.ts types those lists.
    const callables = files.filter(
      (file) => /^callables\/[^/]+\//.test(file.path) && !file.path.endsWith('/index.ts'),
    );
    for (const file of callables) {
      expect(file.path).toMatch(/^callables\/[a-z]+\/[a-z]+(-[a-z]+)*\.ts$/);
      expect(file.text.match(/defineCallable\(/g)).toHaveLength(1);
    }
  });

  it('gives callables and services no way to build a repository of their own', () => {
    expect(dataAccessViolations(files)).toEqual([]);
  });

  it('catches a callable or service that builds another organisation’s repository', () => {
    const bad: SourceFile[] = [
      {
        path: 'callables/tenants/peek-tenant.ts',
        text: "import { orgData } from '../../data/org-data.ts';\nimport { firestore } from '../../core/firebase.ts';\nexport const peek = (tid: string) => orgData(firestore(), tid);",
      },
      {
        path: 'callables/tenants/peek-mixed.ts',
        text: "import { type OrgData, orgData } from '../../data/org-data.ts';",
      },
      {
        path: 'callables/tenants/peek-runtime.ts',
        text: "import { defaultRuntime } from '../../core/runtime.ts';",
      },
      {
        path: 'services/peek-service.ts',
        text: "export { tenantsRepository } from '../data/tenants/repository.ts';\nconst admin = await import('firebase-admin/firestore');",
      },
      {
        path: 'callables/tenants/peek-lazy.ts',
        text: "const data = await import('../../data/org-data.ts');",
      },
    ];
    expect(dataAccessViolations(bad)).toEqual([
      'callables/tenants/peek-tenant.ts imports data/org-data.ts',
      'callables/tenants/peek-tenant.ts imports core/firebase.ts',
      'callables/tenants/peek-mixed.ts imports data/org-data.ts',
      'callables/tenants/peek-runtime.ts imports core/runtime.ts',
      'services/peek-service.ts imports data/tenants/repository.ts',
      'services/peek-service.ts imports firebase-admin/firestore',
      'callables/tenants/peek-lazy.ts imports data/org-data.ts',
    ]);
    expect(
      dataAccessViolations([
        {
          path: 'services/fine.ts',
          text: "import type { OrgData } from '../data/types.ts';\nimport { type TenantFilters } from '../data/types.ts';\nimport { contracts } from '@assay/domain/contracts';",
        },
      ]),
    ).toEqual([]);
  });

  it('keeps the layers one way: data never imports services, core or callables; services never import core or callables; core never imports services or callables', () => {
    expect(layerViolations(files)).toEqual([]);
  });

  it('catches an import against the layers, one of each rule', () => {
    const bad: SourceFile[] = [
      {
        path: 'data/tenants/bench.ts',
        text: "import { createTenant } from '../../services/tenants-service.ts';",
      },
      { path: 'data/tenants/peek.ts', text: "import type { Runtime } from '../../core/pipeline.ts';" },
      {
        path: 'data/tenants/call.ts',
        text: "const area = await import('../../callables/tenants/index.ts');",
      },
      { path: 'services/self-service.ts', text: "import type { SelfIdentity } from '../core/context.ts';" },
      {
        path: 'services/loop-service.ts',
        text: "export { listCallable } from '../callables/support/list.ts';",
      },
      { path: 'core/shortcut.ts', text: "import { listTenants } from '../services/tenants-service.ts';" },
      { path: 'core/deploy.ts', text: "import { tenantsCallables } from '../callables/tenants/index.ts';" },
    ];
    expect(layerViolations(bad)).toEqual([
      'data/tenants/bench.ts imports services/tenants-service.ts',
      'data/tenants/peek.ts imports core/pipeline.ts',
      'data/tenants/call.ts imports callables/tenants/index.ts',
      'services/self-service.ts imports core/context.ts',
      'services/loop-service.ts imports callables/support/list.ts',
      'core/shortcut.ts imports services/tenants-service.ts',
      'core/deploy.ts imports callables/tenants/index.ts',
    ]);
    expect(
      layerViolations([
        { path: 'services/fine-service.ts', text: "import type { OrgData } from '../data/org-data.ts';" },
        { path: 'core/fine.ts', text: "import { memberAccess } from '../data/identity.ts';" },
        {
          path: 'callables/tenants/fine.ts',
          text: "import { listTenants } from '../../services/tenants-service.ts';",
        },
      ]),
    ).toEqual([]);
  });
});
