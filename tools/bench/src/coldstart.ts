// `pnpm bench coldstart`: what a deployed function's instance loads before it serves its first
// request, for a sample of functions: each in a fresh Node process with FUNCTION_TARGET set as
// Cloud Functions sets it, the import of functions/lib/index.js (every instance pays it), then the
// function's own lazily loaded code (its first request pays that too), with the resident memory
// after each; the median of several runs. And the bundle: every file Firebase deploys from lib/.
// Build first (`pnpm --filter @assay/functions build`). Prints figures, asserts nothing.
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { inheritedEnv } from './env.ts';

const lib = fileURLToPath(new URL('../../../functions/lib/', import.meta.url));
const RUNS = 5;
/** Deployed names (what FUNCTION_TARGET holds) and the export path inside index.js. */
const sample = [
  'health-ping',
  'tenants-create',
  'assessments-saveAnswer',
  'baselines-import',
  'billing-changePlan',
  'service-listOutbox',
  'api',
  'stripeWebhook',
];

// Runs in the child: import, then the function's lazy part (`load()` on a lazily deployed function).
const probe = `
const target = process.env.FUNCTION_TARGET.replaceAll('.', '-');
const t0 = performance.now();
const mod = await import(process.env.ASSAY_INDEX);
const imported = performance.now() - t0;
const rssImported = process.memoryUsage().rss;
const fn = target.split('-').reduce((at, key) => at?.[key], mod);
if (typeof fn !== 'function') throw new Error('no function ' + target);
const t1 = performance.now();
if (typeof fn.load === 'function') await fn.load();
const loaded = performance.now() - t1;
console.log(JSON.stringify({ imported, loaded, rssImported, rssLoaded: process.memoryUsage().rss }));
`;

function once(target: string): { imported: number; loaded: number; rssImported: number; rssLoaded: number } {
  const result = spawnSync(process.execPath, ['--input-type=module', '-e', probe], {
    cwd: lib,
    env: {
      ...inheritedEnv,
      FUNCTION_TARGET: target.replaceAll('-', '.'),
      ASSAY_INDEX: new URL(`file://${join(lib, 'index.js')}`).href,
      GCLOUD_PROJECT: 'assay-bench',
    },
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`${target}: ${result.stderr}`);
  return JSON.parse(result.stdout.trim().split('\n').at(-1) ?? '{}') as ReturnType<typeof once>;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MB`;

const files = readdirSync(lib, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.js') && !file.startsWith('node_modules'),
);
const bytes = files.map((file) => readFileSync(join(lib, file)));
const total = bytes.reduce((sum, b) => sum + b.length, 0);
const gz = bytes.reduce((sum, b) => sum + gzipSync(b).length, 0);
const index = statSync(join(lib, 'index.js')).size;
console.log(
  `Functions bundle: ${files.length} file(s), ${(total / 1024).toFixed(0)} KiB (${(gz / 1024).toFixed(0)} KiB gzip); index.js ${(index / 1024).toFixed(0)} KiB`,
);
console.log(
  `Cold start per function (median of ${RUNS} fresh processes): import of index.js + its own lazy code`,
);
for (const target of sample) {
  const runs = Array.from({ length: RUNS }, () => once(target));
  const imported = median(runs.map((run) => run.imported));
  const loaded = median(runs.map((run) => run.loaded));
  console.log(
    `  ${target.padEnd(24)} import ${imported.toFixed(0).padStart(5)} ms  ${mb(median(runs.map((r) => r.rssImported))).padStart(6)}   + own code ${loaded.toFixed(0).padStart(4)} ms  ${mb(median(runs.map((r) => r.rssLoaded))).padStart(6)}   first request pays ${(imported + loaded).toFixed(0).padStart(5)} ms`,
  );
}
