// `npm test`: every test of the product, in the order that fails fastest. CI runs exactly this.
// Stages: lint + typecheck + unit tests + build (one turbo run) → the production check →
// integration and e2e on the emulators.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const started = Date.now();

function stage(name: string, cmd: string, args: string[], env: Record<string, string> = {}): void {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const result = spawnSync(cmd, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...inheritedEnv, TZ: 'UTC', ...env },
  });
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✗ ${name} failed after ${seconds} s`);
    process.exit(result.status ?? 1);
  }
  console.log(`✓ ${name} (${seconds} s)`);
}

/** Playwright drives Debian's chromium; install it with apt when missing (never a browser download). */
function ensureChromium(): void {
  if (existsSync('/usr/bin/chromium')) return;
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = (args: string[]) =>
    spawnSync(sudo[0] ?? 'apt-get', [...sudo.slice(1), ...(sudo.length ? ['apt-get'] : []), ...args], {
      stdio: 'inherit',
      env: { ...inheritedEnv, DEBIAN_FRONTEND: 'noninteractive' },
    });
  console.log('\n=== installing Debian chromium ===');
  apt(['update']);
  const result = apt(['install', '-y', '--no-install-recommends', 'chromium']);
  if (result.status !== 0 || !existsSync('/usr/bin/chromium')) {
    console.error('could not install chromium with apt-get');
    process.exit(1);
  }
}

// One turbo run, so that builds fill the cores the last checks leave idle; it stops at the first failure.
stage('lint, format, typecheck, unit tests, build', 'pnpm', [
  'exec',
  'turbo',
  'run',
  '--concurrency=2',
  '--output-logs=errors-only',
  'lint',
  'format:check',
  'typecheck',
  'test',
  'build',
]);
stage('production check (a made-up deployed project)', 'pnpm', ['check:production']);
stage('assemble hosting', 'pnpm', ['exec', 'tsx', 'tools/stack/src/assemble-hosting.ts']);
ensureChromium();
stage('integration + e2e on the emulators', 'pnpm', [
  'exec',
  'tsx',
  'tools/stack/src/with-emulators.ts',
  '--hosting',
  '--',
  'pnpm',
  'exec',
  'tsx',
  'tools/stack/src/emulator-suites.ts',
]);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
