// `npm start`: builds the product, starts the whole local stack on one origin, seeds demo data
// on first start, prints URLs and demo accounts. Ctrl-C stops everything and saves data.
import { DEMO_PASSWORD, demoAccounts } from '@assay/functions/seed';
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { dataDir, functionsEmulatorParallel, hosts, inheritedEnv, ports, projectId } from './env.ts';
import { spawnFirebase } from './firebase-cli.ts';
import { startFirestore } from './firestore.ts';
import { watchInbox } from './inbox.ts';
import { emulatorIdToken, waitUntilServed } from './ready.ts';
import { waitForHttp } from './wait.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const authExport = `${dataDir}/emulators`;
const t0 = Date.now();
const skipBuild = process.argv.includes('--no-build');
/** How long the functions may take to answer once the emulators listen (they load the bundle first). */
const READY_TIMEOUT_MS = 120_000;

function must(cmd: string, args: string[]): void {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

/** Asynchronous on purpose: the embedded Firestore serves from this process's event loop. */
function run(cmd: string, args: string[], env: Record<string, string>): Promise<number> {
  const child = spawn(cmd, args, { cwd: root, stdio: 'inherit', env: { ...inheritedEnv, ...env } });
  return new Promise((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
}

if (!skipBuild) {
  console.log('[start] building apps and functions…');
  must('pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']);
}
must('pnpm', ['exec', 'tsx', 'tools/stack/src/assemble-hosting.ts']);

mkdirSync(dataDir, { recursive: true });
const firestore = await startFirestore({ port: ports.firestore, dataFile: `${dataDir}/firestore.json` });
const env = { FIRESTORE_EMULATOR_HOST: firestore.hostPort, FIREBASE_AUTH_EMULATOR_HOST: hosts.auth };
const emulatorArgs = [
  'emulators:start',
  '--project',
  projectId,
  '--only',
  'auth,functions,hosting',
  '--export-on-exit',
  authExport,
];
if (existsSync(`${authExport}/firebase-export-metadata.json`)) emulatorArgs.push('--import', authExport);
const emulators = spawnFirebase(emulatorArgs, env, root);

let stopping = false;
let stopInbox = async () => {};
async function stop(code: number): Promise<never> {
  if (!stopping) {
    stopping = true;
    console.log('\n[start] stopping: saving data…');
    await stopInbox();
    if (emulators.exitCode === null) {
      emulators.kill('SIGINT');
      await new Promise((resolve) => emulators.once('exit', resolve));
    }
    await firestore.stop();
  }
  process.exit(code);
}
process.on('SIGINT', () => void stop(0));
process.on('SIGTERM', () => void stop(0));
emulators.on('exit', (code) => {
  if (!stopping) void stop(code ?? 1);
});

await waitForHttp(`${hosts.hosting}/`, 120_000);
await waitForHttp(`http://127.0.0.1:${ports.functions}/`, 120_000, { anyStatus: true });
// Demo data on first start only: later starts keep whatever people changed.
const seededMarker = `${dataDir}/seeded`;
// Data kept from an older version is brought to the current form once (the steps are
// idempotent; the marker only saves their time on later starts). Bump it with a new step.
const migratedMarker = `${dataDir}/migrated-3`;
if (!existsSync(seededMarker)) {
  const code = await run('pnpm', ['--filter', '@assay/functions', 'seed'], env);
  if (code !== 0) await stop(code);
  writeFileSync(seededMarker, new Date().toISOString());
  writeFileSync(migratedMarker, new Date().toISOString());
} else if (!existsSync(migratedMarker)) {
  const code = await run('pnpm', ['--filter', '@assay/functions', 'migrate'], env);
  if (code !== 0) await stop(code);
  writeFileSync(migratedMarker, new Date().toISOString());
}

// Ready means the first calls work: the Functions emulator listens before its functions are loaded.
const owner = demoAccounts.find((account) => account.kind === 'owner') ?? demoAccounts[0];
try {
  await waitUntilServed({
    functionsBase: hosts.functions,
    origin: hosts.hosting,
    calls: [
      { label: 'signed-out health-ping', name: 'health-ping', data: {} },
      {
        label: `signed-in call as ${owner?.email ?? 'a demo account'}`,
        name: 'org-get',
        data: {},
        idToken: () =>
          emulatorIdToken(hosts.auth, {
            email: owner?.email ?? '',
            password: owner?.password ?? DEMO_PASSWORD,
          }),
      },
    ],
    timeoutMs: READY_TIMEOUT_MS,
  });
} catch (error) {
  console.error(`[start] Assay is not ready: ${error instanceof Error ? error.message : String(error)}`);
  await stop(1);
}

const seconds = ((Date.now() - t0) / 1000).toFixed(1);
console.log(`
┌───────────────────────────────────────────────────────────────
│ Assay is ready in ${seconds} s — open ${hosts.hosting}
│   members      ${hosts.hosting}/
│   shared users ${hosts.hosting}/shared
│   service      ${hosts.hosting}/service
│   inbox        ${hosts.hosting}/service/outbox (as the system admin) · new messages print here too
│   Auth emulator 127.0.0.1:${ports.auth} · Functions 127.0.0.1:${ports.functions} (${functionsEmulatorParallel()} at once) · Firestore ${firestore.hostPort}
│ Demo accounts (password for all: ${DEMO_PASSWORD})
${demoAccounts.map((a) => `│   ${a.kind.padEnd(30)} ${a.email}`).join('\n')}
│ Data persists in .data/ · Ctrl-C stops everything and saves.
└───────────────────────────────────────────────────────────────`);
stopInbox = watchInbox({
  projectId,
  authHost: hosts.auth,
  firestoreHost: firestore.hostPort,
  print: (line) => console.log(`[inbox] ${line}`),
});
