// Runs a command with the local backend up: embedded Firestore, then the Firebase Auth and
// Functions emulators (plus Hosting with --hosting) around it via `firebase emulators:exec`.
// Usage: tsx tools/stack/src/with-emulators.ts [--hosting] -- <command...>
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { functionsEmulatorParallel, hosts, portOffset, ports, projectId } from './env.ts';
import { spawnFirebase } from './firebase-cli.ts';
import { startFirestore } from './firestore.ts';
import { offsetConfigArgs } from './offset-config.ts';

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const flags = sep === -1 ? [] : argv.slice(0, sep);
const command = sep === -1 ? argv : argv.slice(sep + 1);
if (command.length === 0) {
  console.error('usage: with-emulators [--hosting] -- <command...>');
  process.exit(2);
}
const withHosting = flags.includes('--hosting');
if (withHosting && portOffset !== 0) {
  console.error('with-emulators: --hosting runs on the first stack only (ASSAY_PORT_OFFSET unset)');
  process.exit(2);
}
const only = ['auth', 'functions', ...(withHosting ? ['hosting'] : [])].join(',');
const root = fileURLToPath(new URL('../../../', import.meta.url));

const firestore = await startFirestore({ port: ports.firestore });
console.log(
  `[stack] Firestore (embedded) on ${firestore.hostPort} · Functions emulator runs ${functionsEmulatorParallel()} requests at once`,
);
const quoted = command
  .map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`))
  .join(' ');
// The command runs once the functions answer, not merely once the emulators listen (when-served.ts).
const child = spawnFirebase(
  [
    'emulators:exec',
    ...offsetConfigArgs(root),
    '--project',
    projectId,
    '--only',
    only,
    `pnpm exec tsx tools/stack/src/when-served.ts && ${quoted}`,
  ],
  {
    FIRESTORE_EMULATOR_HOST: firestore.hostPort,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    ASSAY_HOSTING_URL: hosts.hosting,
    ASSAY_FUNCTIONS_ORIGIN: `http://127.0.0.1:${ports.functions}`,
  },
  root,
  'pipe',
);
// firebase-functions logs "Callable request verification passed" (debug) for every call: thousands
// of lines in a test run that say nothing. Everything else (the command's own output too) passes.
const output = createInterface({ input: child.stdout! });
output.on('line', (line) => {
  if (!line.includes('"firebase-log-type":"callable-request-verification"'))
    process.stdout.write(`${line}\n`);
});

const closed = new Promise<void>((resolve) => output.on('close', resolve));
const code = await new Promise<number>((resolve) =>
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
);
// The last lines, unless a leftover worker process still holds the pipe open.
await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
await firestore.stop();
process.exit(code);
