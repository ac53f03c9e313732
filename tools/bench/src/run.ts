// `pnpm bench`: prints every figure the team tracks. Build first so bundle sizes are current.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import {
  BUDGET_KB,
  bundleReport,
  pageEntryReport,
  PORTAL_RATIO_LIMIT,
  ROUTE_BUDGET_KB,
  routeAddedKb,
  trackedRoutes,
} from './bundle.ts';
import { inheritedEnv } from './env.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const only = process.argv.slice(2);
/** Every figure by default; `mutation` and `lighthouse` (minutes each) only when asked for by name. */
const wants = (name: string) =>
  (only.length === 0 && name !== 'mutation' && name !== 'lighthouse') || only.includes(name);

function run(cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...inheritedEnv, TZ: 'UTC' } });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Runs `command` against the emulators (with Hosting when asked), started and stopped around it. */
function onEmulators(command: string[], { hosting = false } = {}): void {
  run('pnpm', [
    'exec',
    'tsx',
    'tools/stack/src/with-emulators.ts',
    ...(hosting ? ['--hosting'] : []),
    '--',
    ...command,
  ]);
}

/** The same, after the demo data is seeded: `script` is a shell command line. */
function onSeededEmulators(script: string, options?: { hosting?: boolean }): void {
  onEmulators(['sh', '-c', `pnpm --filter @assay/functions seed >/dev/null && ${script}`], options);
}

if (wants('bundle') || wants('startup') || wants('concurrency') || wants('lighthouse')) {
  run('pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);
}
const lines: string[] = [];
if (wants('bundle')) {
  lines.push(
    `First-route bundle (gzip, budget ${BUDGET_KB} KB JS per app; Firebase loads after it, beside it on the sign-in pages):`,
  );
  const apps = bundleReport();
  for (const f of [...apps, ...pageEntryReport()]) {
    lines.push(
      `  ${f.app.padEnd(28)} JS ${f.jsKb.toFixed(1).padStart(6)} KB  CSS ${f.cssKb.toFixed(1).padStart(5)} KB  with Firebase ${f.withFirebaseKb.toFixed(1).padStart(6)} KB  then idle ${f.idleKb.toFixed(1).padStart(5)} KB  ${f.jsKb <= BUDGET_KB ? 'within budget' : 'OVER BUDGET'}`,
    );
  }
  const web = apps.find((f) => f.app === 'web');
  const portal = apps.find((f) => f.app === 'shared-portal');
  if (web && portal) {
    const ratio = portal.jsKb / web.jsKb;
    lines.push(
      `  shared-portal / web          ${ratio.toFixed(2)}× (limit ${PORTAL_RATIO_LIMIT}×)  ${ratio <= PORTAL_RATIO_LIMIT ? 'within' : 'OVER'}`,
    );
  }
  lines.push(
    `Added by a route after the first (gzip JS + CSS; budget ${ROUTE_BUDGET_KB} KB): on opening it / with every lazy part of its tabs:`,
  );
  for (const route of trackedRoutes) {
    const open = routeAddedKb(route.app, route.module, { lazy: false });
    const all = routeAddedKb(route.app, route.module);
    lines.push(
      `  ${route.name.padEnd(16)} ${open.toFixed(1).padStart(6)} KB / ${all.toFixed(1).padStart(6)} KB  ${all <= ROUTE_BUDGET_KB ? 'within budget' : open <= ROUTE_BUDGET_KB ? 'within budget on opening' : 'OVER BUDGET'}`,
    );
  }
  console.log(lines.join('\n'));
}
if (wants('workspace')) {
  run('pnpm', ['exec', 'tsx', 'e2e/bench/workspace.ts']);
}
if (wants('roadmap')) {
  run('pnpm', ['exec', 'tsx', 'e2e/bench/roadmap.ts']);
}
if (wants('startup')) {
  run('pnpm', ['exec', 'tsx', 'tools/bench/src/startup.ts']);
}
if (wants('concurrency')) {
  onSeededEmulators('pnpm exec tsx tools/bench/src/concurrency.ts');
}
if (wants('revocation')) {
  onSeededEmulators('pnpm exec tsx tools/bench/src/revocation.ts');
}
if (wants('sso-require')) {
  onSeededEmulators('pnpm exec tsx tools/bench/src/sso-require.ts');
}
if (wants('webhook')) {
  onEmulators(['pnpm', '--filter', '@assay/functions', 'exec', 'tsx', 'bench/billing-webhook.ts']);
}
if (wants('baselines')) {
  run('pnpm', ['--filter', '@assay/functions', 'exec', 'tsx', 'bench/baselines-reads.ts']);
  run('pnpm', ['--filter', '@assay/functions', 'exec', 'tsx', 'bench/baselines-import.ts']);
}
if (wants('explore')) {
  run('pnpm', [
    '--filter',
    '@assay/web',
    'exec',
    'vite',
    'build',
    'bench',
    '--config',
    'vite.config.ts',
    '--logLevel',
    'error',
  ]);
  run('pnpm', ['--filter', '@assay/e2e', 'exec', 'tsx', 'bench/explore-latency.ts']);
}
if (wants('answers')) {
  run('pnpm', ['--filter', '@assay/functions', 'exec', 'tsx', 'bench/assessments-save.ts']);
  onSeededEmulators(
    'pnpm exec tsx tools/bench/src/answers.ts && pnpm --filter @assay/functions exec tsx bench/assessments-contention.ts',
  );
}
if (wants('api')) {
  run('pnpm', ['--filter', '@assay/functions', 'build']);
  onSeededEmulators('pnpm exec tsx tools/bench/src/api.ts');
}
if (wants('service')) {
  run('pnpm', ['--filter', '@assay/functions', 'build']);
  onEmulators(['pnpm', '--filter', '@assay/functions', 'exec', 'tsx', 'bench/organisations-list.ts']);
}
if (wants('outbox')) {
  run('pnpm', ['--filter', '@assay/functions', 'build']);
  onEmulators(['pnpm', '--filter', '@assay/functions', 'exec', 'tsx', 'bench/outbox.ts']);
}
if (wants('coldstart')) {
  run('pnpm', ['--filter', '@assay/functions', 'build']);
  run('pnpm', ['exec', 'tsx', 'tools/bench/src/coldstart.ts']);
}
if (wants('guard')) {
  run('pnpm', ['--filter', '@assay/functions', 'exec', 'tsx', 'bench/wire-data.ts']);
}
if (wants('dashboard')) {
  run('pnpm', ['--filter', '@assay/functions', 'exec', 'tsx', 'bench/dashboard-reads.ts']);
}
if (wants('lighthouse')) {
  // Any other argument names a page (signin, sharedSignin, respondent, portal): one page while iterating.
  run('pnpm', ['exec', 'tsx', 'tools/stack/src/assemble-hosting.ts']);
  onSeededEmulators(
    `pnpm exec tsx tools/bench/src/lighthouse.ts ${only.filter((arg) => /^\w+$/.test(arg) && arg !== 'lighthouse').join(' ')}`,
    { hosting: true },
  );
}
if (wants('firestore')) run('pnpm', ['--filter', '@assay/firestore-emulator', 'bench']);
if (wants('mutation')) run('pnpm', ['exec', 'tsx', 'tools/bench/src/mutation.ts']);
