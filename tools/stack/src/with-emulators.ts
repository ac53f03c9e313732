// Runs a command with the local backend up: embedded Firestore, then the Firebase Auth and
// Functions emulators (plus Hosting with --hosting) around it via `firebase emulators:exec`.
// Usage: tsx tools/stack/src/with-emulators.ts [--hosting] -- <command...>
import { fileURLToPath } from 'node:url';
import { functionsEmulatorParallel, hosts, ports, projectId } from './env.ts';
import { spawnFirebase } from './firebase-cli.ts';
import { startFirestore } from './firestore.ts';

const argv = process.argv.slice(2);
const sep = argv.indexOf('--');
const flags = sep === -1 ? [] : argv.slice(0, sep);
const command = sep === -1 ? argv : argv.slice(sep + 1);
if (command.length === 0) {
  console.error('usage: with-emulators [--hosting] -- <command...>');
  process.exit(2);
}
const only = ['auth', 'functions', ...(flags.includes('--hosting') ? ['hosting'] : [])].join(',');
const root = fileURLToPath(new URL('../../../', import.meta.url));

const firestore = await startFirestore({ port: ports.firestore });
console.log(
  `[stack] Firestore (embedded) on ${firestore.hostPort} · Functions emulator runs ${functionsEmulatorParallel()} requests at once`,
);
const quoted = command
  .map((part) => (/^[\w@%+=:,./-]+$/.test(part) ? part : `'${part.replace(/'/g, `'\\''`)}'`))
  .join(' ');
const child = spawnFirebase(
  ['emulators:exec', '--project', projectId, '--only', only, quoted],
  {
    FIRESTORE_EMULATOR_HOST: firestore.hostPort,
    FIREBASE_AUTH_EMULATOR_HOST: hosts.auth,
    ASSAY_HOSTING_URL: hosts.hosting,
  },
  root,
);

const code = await new Promise<number>((resolve) =>
  child.on('exit', (c, signal) => resolve(c ?? (signal ? 1 : 0))),
);
await firestore.stop();
process.exit(code);
