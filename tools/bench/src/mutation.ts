// `pnpm bench mutation`: how many small bugs the unit tests catch. Stryker mutates the rules
// of @assay/domain and of the functions' request pipeline (functions/src/core) one change at a
// time and reruns the tests that cover each change; a mutant that leaves every test green is a
// hole a regression can pass through. Takes several minutes, so it is not part of `npm test`.
//
// It runs on a copy of the working tree in a temp folder (Stryker mutates the copy in place, so
// nothing here is touched and relative tsconfig paths hold), installed offline from the store.
// Prints the score per target and writes the surviving mutants to dist/mutation/.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));

/** Stryker and its vitest runner as installed in the copy, so that they share its vitest. */
function strykerIn(copy: string): { bin: string; vitestRunner: string } {
  const require = createRequire(join(copy, 'tools/bench/package.json'));
  return {
    bin: join(dirname(require.resolve('@stryker-mutator/core/package.json')), 'bin/stryker.js'),
    vitestRunner: require.resolve('@stryker-mutator/vitest-runner'),
  };
}

interface Target {
  name: string;
  /** Workspace folder, relative to the root. */
  dir: string;
  mutate: string[];
  /** A vitest config for the unit tests only (written into the copy). */
  vitestConfig?: string;
  /**
   * The score last measured (README, "Tests that keep honest"): Stryker fails the run below it,
   * so a change that lets more mutants through is noticed. Raise it when the score rises.
   */
  breakAt: number;
}

/** The functions' unit tests (in memory, no emulators). */
const functionsUnitConfig = `import { defineConfig } from 'vitest/config';
process.env.TZ = 'UTC';
export default defineConfig({ test: { environment: 'node', include: ['src/**/*.test.ts'] } });
`;

const targets: Target[] = [
  {
    name: '@assay/domain',
    dir: 'packages/domain',
    // The rules, not the declarations: contracts and audit labels are data read by the matrix and
    // the label tests, and the built-in baselines are content (thousands of string mutants a test
    // of wording would have to pin).
    mutate: [
      'src/**/*.ts',
      '!src/**/*.test.ts',
      '!src/**/contracts.ts',
      '!src/**/labels.ts',
      '!src/baselines/builtin/**',
      '!src/**/testing.ts',
    ],
    breakAt: 0,
  },
  {
    name: 'functions/src/core',
    dir: 'functions',
    // define-callable, runtime and firebase only wire firebase-functions and firebase-admin
    // together; the integration suite (on the emulators) is what tests them.
    mutate: [
      'src/core/**/*.ts',
      '!src/core/**/*.test.ts',
      '!src/core/define-callable.ts',
      '!src/core/runtime.ts',
      '!src/core/firebase.ts',
    ],
    vitestConfig: functionsUnitConfig,
    breakAt: 0,
  },
  {
    name: 'functions/src/services',
    dir: 'functions',
    mutate: ['src/services/**/*.ts', '!src/services/**/*.test.ts'],
    vitestConfig: functionsUnitConfig,
    breakAt: 0,
  },
  {
    name: 'functions/src/billing',
    dir: 'functions',
    // The local test-billing provider exists only on the emulators: the billing integration
    // tests and e2e drive it (as they do Stripe's SDK through it).
    mutate: ['src/billing/**/*.ts', '!src/billing/**/*.test.ts', '!src/billing/test-provider.ts'],
    vitestConfig: functionsUnitConfig,
    breakAt: 0,
  },
  {
    name: 'functions/src/api',
    dir: 'functions',
    // print-openapi only writes the file the openapi test compares with.
    mutate: ['src/api/**/*.ts', '!src/api/**/*.test.ts', '!src/api/print-openapi.ts'],
    vitestConfig: functionsUnitConfig,
    breakAt: 0,
  },
  {
    name: '@assay/views',
    dir: 'packages/views',
    // The views' logic (models, export, route helpers, the autosave queue); components are left to the DOM tests,
    // whose runs under every mutant would take hours on the dev machines.
    mutate: ['src/**/*.ts', '!src/**/*.test.ts', '!src/**/*.css.ts', '!src/**/testing.ts'],
    breakAt: 0,
  },
];

function must(cmd: string, args: string[], cwd: string): void {
  const result = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...inheritedEnv, TZ: 'UTC' } });
  if (result.status !== 0) throw new Error(`${cmd} ${args.join(' ')} failed in ${cwd}`);
}

/** The working tree as git sees it (tracked and new files, without ignored ones), copied to `dest`. */
function copyWorkingTree(dest: string): void {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    encoding: 'utf8',
  });
  if (listed.status !== 0) throw new Error('git ls-files failed');
  for (const path of listed.stdout.split('\0').filter(Boolean)) {
    try {
      mkdirSync(dirname(join(dest, path)), { recursive: true });
      cpSync(join(root, path), join(dest, path));
    } catch {
      // listed but deleted in the working tree
    }
  }
}

type MutantStatus =
  'Killed' | 'Survived' | 'NoCoverage' | 'Timeout' | 'CompileError' | 'RuntimeError' | 'Ignored';
interface Report {
  files: Record<
    string,
    {
      mutants: {
        mutatorName: string;
        status: MutantStatus;
        replacement?: string;
        location: { start: { line: number } };
      }[];
    }
  >;
}

interface Score {
  target: string;
  mutants: number;
  killed: number;
  survived: number;
  noCoverage: number;
  timeout: number;
  /** (killed + timeout) / (every mutant that ran or had no coverage), as Stryker counts it. */
  score: number;
  survivors: string[];
}

function scoreOf(target: string, report: Report): Score {
  let killed = 0;
  let survived = 0;
  let noCoverage = 0;
  let timeout = 0;
  const survivors: string[] = [];
  for (const [file, { mutants }] of Object.entries(report.files)) {
    for (const mutant of mutants) {
      if (mutant.status === 'Killed') killed += 1;
      else if (mutant.status === 'Timeout') timeout += 1;
      else if (mutant.status === 'Survived' || mutant.status === 'NoCoverage') {
        if (mutant.status === 'Survived') survived += 1;
        else noCoverage += 1;
        survivors.push(
          `${file}:${mutant.location.start.line} ${mutant.status} ${mutant.mutatorName} → ${(mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 100)}`,
        );
      }
    }
  }
  const valid = killed + timeout + survived + noCoverage;
  return {
    target,
    mutants: valid,
    killed,
    survived,
    noCoverage,
    timeout,
    score: valid ? ((killed + timeout) / valid) * 100 : Number.NaN,
    survivors,
  };
}

function runStryker(copy: string, target: Target): Score & { breakAt: number } {
  const stryker = strykerIn(copy);
  const cwd = join(copy, target.dir);
  const configFile = target.vitestConfig ? 'vitest.mutation.config.ts' : 'vitest.config.ts';
  // Each target of a workspace gets its own Stryker files (several targets share `functions`).
  const slug = target.name.replace(/\W+/g, '-');
  if (target.vitestConfig) writeFileSync(join(cwd, configFile), target.vitestConfig);
  const reportFile = join(copy, `mutation-${slug}.json`);
  const strykerConfig = `stryker-${slug}.config.json`;
  writeFileSync(
    join(cwd, strykerConfig),
    JSON.stringify({
      testRunner: 'vitest',
      plugins: [stryker.vitestRunner],
      vitest: { configFile },
      mutate: target.mutate,
      coverageAnalysis: 'perTest',
      inPlace: true,
      concurrency: 2,
      reporters: ['json', 'progress-append-only'],
      jsonReporter: { fileName: reportFile },
      thresholds: { high: 80, low: 60, break: target.breakAt },
      tempDirName: `.stryker-tmp-${slug}`,
      logLevel: 'warn',
    }),
  );
  console.log(`\n--- mutating ${target.name} ---`);
  // Below `thresholds.break` Stryker exits 1 after writing its report: the table still prints.
  const run = spawnSync(process.execPath, [stryker.bin, 'run', strykerConfig], {
    cwd,
    stdio: 'inherit',
    env: { ...inheritedEnv, TZ: 'UTC' },
  });
  if (!existsSync(reportFile)) throw new Error(`Stryker failed on ${target.name} (exit ${run.status})`);
  return {
    ...scoreOf(target.name, JSON.parse(readFileSync(reportFile, 'utf8')) as Report),
    breakAt: target.breakAt,
  };
}

const started = Date.now();
const copy = mkdtempSync(join(tmpdir(), 'assay-mutation-'));
try {
  console.log(`copying the working tree to ${copy} and installing from the store…`);
  copyWorkingTree(copy);
  must('pnpm', ['install', '--offline', '--frozen-lockfile', '--reporter=silent'], copy);
  // `tsx tools/bench/src/mutation.ts <target name>…` mutates only those targets.
  const chosen = process.argv.slice(2);
  const scores = targets
    .filter((target) => chosen.length === 0 || chosen.includes(target.name))
    .map((target) => runStryker(copy, target));

  const out = join(root, 'dist/mutation');
  mkdirSync(out, { recursive: true });
  writeFileSync(
    join(out, 'survivors.txt'),
    scores.map((s) => [`# ${s.target}`, ...s.survivors].join('\n')).join('\n\n') + '\n',
  );
  console.log('\nMutation score (killed / mutants; a survivor is a change no unit test noticed)');
  console.log('target                   mutants  killed  timeout  survived  no cover  score    break at');
  const total = { mutants: 0, caught: 0 };
  for (const s of scores) {
    total.mutants += s.mutants;
    total.caught += s.killed + s.timeout;
    console.log(
      `${s.target.padEnd(24)} ${String(s.mutants).padStart(7)} ${String(s.killed).padStart(7)} ${String(s.timeout).padStart(8)} ${String(s.survived).padStart(9)} ${String(s.noCoverage).padStart(9)}  ${s.score.toFixed(1).padStart(5)} %  ${String(s.breakAt).padStart(5)} %${s.score < s.breakAt ? '  BELOW: fewer mutants caught than before' : ''}`,
    );
  }
  console.log(
    `${'all'.padEnd(24)} ${String(total.mutants).padStart(7)}${' '.repeat(45)}${((total.caught / total.mutants) * 100).toFixed(1).padStart(5)} %`,
  );
  console.log(
    `Surviving mutants: dist/mutation/survivors.txt · ${((Date.now() - started) / 60000).toFixed(1)} min`,
  );
  if (scores.some((s) => s.score < s.breakAt)) process.exitCode = 1;
} finally {
  rmSync(copy, { recursive: true, force: true });
}
