// `pnpm check:production` (run by `npm test`): builds the apps and the functions with the
// settings of a made-up deployed project and refuses what must never reach production:
//   1. a loopback or emulator address in a web bundle or in the deployed hosting config;
//   2. any billing behaviour but failed-precondition from functions loaded without the Stripe secrets;
//   3. a secret read as a property (process.env) instead of through a declared secret;
//   4. the Trigger Email extension not declared and deployed.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { inheritedEnv } from './env.ts';
import { firebaseConfig, MAIL_EXTENSION } from './firebase-config.ts';
import { deployedAliases, root } from './firebaserc.ts';
import {
  billingBehaviour,
  extensionProblems,
  loopbackAddresses,
  testBillingScreens,
  secretReads,
  type BillingProbe,
  type TextFile,
} from './production-check/checks.ts';

const PROJECT = 'assay-madeup-check';
const SECRETS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'];
const rootPath = fileURLToPath(root);
const work = mkdtempSync(join(tmpdir(), 'assay-check-production-'));

/** The environment of a deployed build or function: nothing of the emulators, no secret. */
function productionEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env = { ...inheritedEnv };
  for (const name of Object.keys(env))
    if (
      /^(VITE_|STRIPE_|ASSAY_|FUNCTIONS_EMULATOR|FIRESTORE_EMULATOR|FIREBASE_AUTH_EMULATOR|GCLOUD_PROJECT)/.test(
        name,
      )
    )
      delete env[name];
  return { ...env, ...extra };
}

/** Runs a step; `quiet` keeps its output (the functions' own logs) unless it fails. */
function run(command: string, args: string[], env: NodeJS.ProcessEnv, quiet = false): void {
  const result = spawnSync(command, args, {
    cwd: rootPath,
    stdio: quiet ? 'pipe' : 'inherit',
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) {
    if (quiet) console.error(result.stdout, result.stderr);
    console.error(`check:production: ${command} ${args.join(' ')} failed`);
    process.exit(result.status ?? 1);
  }
}

function filesUnder(dir: string): TextFile[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .map((relative) => join(dir, relative))
    .filter((path) => statSync(path).isFile() && /\.(js|css|html|json|webmanifest|txt)$/.test(path))
    .map((path) => ({ path: path.replace(`${work}/`, ''), text: readFileSync(path, 'utf8') }));
}

/** The deployed functions' code: lib/index.js and the chunks it loads lazily (not lib/node_modules). */
function functionsBundle(): string {
  const lib = join(rootPath, 'functions/lib');
  return readdirSync(lib, { recursive: true, encoding: 'utf8' })
    .filter((relative) => relative.endsWith('.js') && !relative.startsWith('node_modules'))
    .map((relative) => readFileSync(join(lib, relative), 'utf8'))
    .join('\n');
}

const webEnv = productionEnv({
  VITE_FIREBASE_PROJECT_ID: PROJECT,
  VITE_FIREBASE_API_KEY: 'AIzaSyMadeUpKeyForTheProductionCheck000',
  VITE_FIREBASE_AUTH_DOMAIN: `${PROJECT}.firebaseapp.com`,
  VITE_FIREBASE_APP_ID: '1:123456789012:web:0123456789abcdef',
  VITE_FIREBASE_MEASUREMENT_ID: 'G-MADEUP0000',
  VITE_APP_VERSION: 'check-production',
});
const apps = ['web', 'shared-portal', 'service-console'];
for (const app of apps) {
  console.log(`[check:production] building ${app} for ${PROJECT}`);
  run(
    'pnpm',
    [
      '--filter',
      `@assay/${app}`,
      'exec',
      'vite',
      'build',
      '--outDir',
      join(work, app),
      '--emptyOutDir',
      '--logLevel',
      'warn',
    ],
    webEnv,
  );
}
console.log('[check:production] building the functions');
run('pnpm', ['--filter', '@assay/functions', 'build'], productionEnv({}));

// The deployed project's non-secret params, as Cloud Functions would set them.
const params = Object.fromEntries(
  readFileSync(new URL('functions/.env.production', root), 'utf8')
    .split('\n')
    .filter((line) => /^[A-Z_]+=/.test(line))
    .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
) as Record<string, string>;
const probeFile = join(work, 'probe.json');
run(
  'pnpm',
  [
    'exec',
    'tsx',
    'tools/deploy/src/production-check/functions-probe.ts',
    join(rootPath, 'functions/lib/index.js'),
    probeFile,
  ],
  productionEnv({ ...params, GCLOUD_PROJECT: PROJECT }),
  true,
);
const probe = JSON.parse(readFileSync(probeFile, 'utf8')) as BillingProbe;

const webFiles = apps.flatMap((app) => filesUnder(join(work, app)));
const hosting = firebaseConfig(PROJECT);
const extensionsDir = new URL('extensions/', root);
const paramsFiles = Object.fromEntries(
  readdirSync(extensionsDir).map((name) => [name, readFileSync(new URL(name, extensionsDir), 'utf8')]),
);
const results: [string, string[]][] = [
  ['web bundles name no loopback or emulator address', loopbackAddresses(webFiles)],
  ['web bundles ship no test-billing screen', testBillingScreens(webFiles)],
  [
    'the deployed hosting config names no loopback or emulator address',
    loopbackAddresses([{ path: `firebase.json of ${PROJECT}`, text: JSON.stringify(hosting) }]),
  ],
  ['without the Stripe secrets, billing answers only failed-precondition', billingBehaviour(probe)],
  ['secrets are read only through declared secrets', secretReads(functionsBundle(), SECRETS)],
  [
    `the ${MAIL_EXTENSION.instanceId} extension is declared, configured and deployed`,
    extensionProblems(
      hosting,
      paramsFiles,
      deployedAliases,
      readFileSync(new URL('.github/workflows/deploy.yml', root), 'utf8'),
    ),
  ],
];
rmSync(work, { recursive: true, force: true });

let failed = false;
for (const [condition, problems] of results) {
  console.log(`${problems.length === 0 ? '✓' : '✗'} ${condition}`);
  for (const problem of problems) console.log(`    ${problem}`);
  failed ||= problems.length > 0;
}
process.exit(failed ? 1 : 0);
