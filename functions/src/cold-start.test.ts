// Cold start (ARCHITECTURE.md): every deployed function's instance loads src/index.ts, so what it
// imports statically is what each function pays before its first request. That must be the
// definitions only: no handler, service, repository, pipeline or runtime, and none of
// firebase-admin's Firestore, Stripe's SDK or Hono (each function imports its own on first use).
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { contracts, splitContractName } from '@assay/domain/contracts';
import type { ContractArea } from '@assay/domain/contracts';
import { areaLoaders } from './callables/areas.ts';
import * as deployed from './index.ts';

const src = fileURLToPath(new URL('.', import.meta.url));

/** Modules reached from `entry` through value imports (`import type` and dynamic `import()` left out). */
function staticGraph(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const text = readFileSync(join(src, file), 'utf8');
    for (const match of text.matchAll(
      /(?:^|\n)\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\s+from\s+)?['"]([^'"]+)['"]/g,
    )) {
      const [, typeOnly, specifier = ''] = match;
      if (typeOnly) continue;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const target = normalize(join(dirname(file), specifier)).replace(/\\/g, '/');
      if (existsSync(join(src, target))) visit(target);
    }
  };
  visit(entry);
  return { files, packages };
}

describe('what every instance loads (src/index.ts and its static imports)', () => {
  const { files, packages } = staticGraph('index.ts');

  it('holds no function’s code: handlers, services, repositories, the pipeline and runtime load on first use', () => {
    const code = [...files].filter((file) =>
      /^(callables\/(?!areas\.ts|deployed\.ts)|services\/|data\/|api\/|billing\/|core\/(pipeline|runtime|firebase)\.ts)/.test(
        file,
      ),
    );
    expect(code).toEqual([]);
  });

  it('imports neither Firestore, Stripe nor Hono', () => {
    expect([...packages].filter((name) => /^(firebase-admin\/firestore|stripe|hono)/.test(name))).toEqual([]);
  });
});

describe('callables deployed lazily', () => {
  it('are deployed with exactly the options their area defines them with (region, time-out, App Check, secrets…)', async () => {
    const groups = deployed as unknown as Record<string, Record<string, { __endpoint?: unknown }>>;
    for (const area of Object.keys(contracts) as ContractArea[]) {
      const defined = (await areaLoaders[area]()) as Record<
        string,
        { __endpoint?: unknown; contract: { name: string } }
      >;
      for (const callable of Object.values(defined)) {
        const [, operation] = splitContractName(callable.contract.name);
        expect(groups[area]?.[operation]?.__endpoint, callable.contract.name).toEqual(callable.__endpoint);
      }
    }
  }, 120_000);
});
