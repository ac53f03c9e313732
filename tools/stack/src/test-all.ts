// `npm test`: every test of the product, in the order that fails fastest. CI runs exactly this.
// Stages: lint + typecheck + unit tests + build (one turbo run) → the production check →
// integration and e2e on the emulators.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env.ts';
import { printSlowestTasks } from './turbo-summary.ts';

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

interface Suite {
  name: string;
  args: string[];
  env?: Record<string, string>;
  /** Printed whole once the suite ends, instead of interleaved with the others' lines. */
  buffered?: boolean;
}

/** pnpm commands at once; the first failure stops the others. */
async function together(name: string, suites: Suite[]): Promise<void> {
  const t0 = Date.now();
  console.log(`\n=== ${name} ===`);
  const children = suites.map((suite) => {
    const child = spawn('pnpm', suite.args, {
      cwd: root,
      // Its own process group, so a failure elsewhere can stop it with everything it started.
      detached: true,
      stdio: ['ignore', suite.buffered ? 'pipe' : 'inherit', suite.buffered ? 'pipe' : 'inherit'],
      env: { ...inheritedEnv, TZ: 'UTC', ...suite.env },
    });
    const output: Buffer[] = [];
    child.stdout?.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk));
    const done = new Promise<number>((resolve) => child.on('close', (code) => resolve(code ?? 1)));
    return { suite, child, output, done };
  });
  const stopAll = () => {
    for (const { child } of children)
      if (child.exitCode === null && child.pid) {
        try {
          process.kill(-child.pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
  };
  process.on('SIGINT', () => {
    stopAll();
    process.exit(130);
  });
  let failed: string | undefined;
  await Promise.all(
    children.map(async ({ suite, output, done }) => {
      const code = await done;
      const seconds = ((Date.now() - t0) / 1000).toFixed(1);
      if (suite.buffered) {
        console.log(`\n--- ${suite.name} (its output) ---`);
        process.stdout.write(Buffer.concat(output));
      }
      if (code !== 0 && !failed) {
        failed = suite.name;
        console.error(`\n✗ ${suite.name} failed after ${seconds} s`);
        stopAll();
      } else if (code === 0) console.log(`✓ ${suite.name} (${seconds} s)`);
    }),
  );
  const seconds = ((Date.now() - t0) / 1000).toFixed(1);
  if (failed) {
    console.error(`\n✗ ${name} failed after ${seconds} s (${failed})`);
    process.exit(1);
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
  '--summarize=true',
  'lint',
  'format:check',
  'typecheck',
  'test',
  'build',
]);
printSlowestTasks(root);
stage('production check (a made-up deployed project)', 'pnpm', ['check:production']);
stage('assemble hosting', 'pnpm', ['exec', 'tsx', 'tools/stack/src/assemble-hosting.ts']);
ensureChromium();
// The integration suite and the journeys each use about one core: they run at once, each on a
// stack of its own (the integration suite's ports moved by ASSAY_PORT_OFFSET). The journeys print
// as they go; the integration suite's output follows once it is done.
await together('integration + e2e on the emulators', [
  {
    name: 'e2e (Playwright, Debian chromium)',
    args: [
      'exec',
      'tsx',
      'tools/stack/src/with-emulators.ts',
      '--hosting',
      '--',
      'pnpm',
      '--filter',
      '@assay/e2e',
      'test:e2e',
    ],
  },
  {
    name: 'functions integration',
    args: [
      'exec',
      'tsx',
      'tools/stack/src/with-emulators.ts',
      '--',
      'pnpm',
      '--filter',
      '@assay/functions',
      'test:integration',
    ],
    env: { ASSAY_PORT_OFFSET: '10' },
    buffered: true,
  },
]);
console.log(`\nAll tests passed in ${((Date.now() - started) / 1000).toFixed(0)} s`);
