#!/usr/bin/env -S npx tsx
import { parseArgs } from 'node:util';
import { startFirestoreEmulator } from './index.ts';

// pnpm --filter @assay/firestore-emulator start -- --port 8080 --data .data/firestore.json --indexes ../../firestore.indexes.json

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
    data: { type: 'string' },
    indexes: { type: 'string' },
    'lock-wait': { type: 'string', default: '20000' },
    'save-interval': { type: 'string', default: '5000' },
    quiet: { type: 'boolean', default: false },
  },
});

const emulator = await startFirestoreEmulator({
  host: values.host,
  port: Number(values.port),
  ...(values.data ? { dataFile: values.data } : {}),
  ...(values.indexes ? { indexes: values.indexes } : {}),
  lockWaitMs: Number(values['lock-wait']),
  saveIntervalMs: Number(values['save-interval']),
  log: values.quiet ? undefined : (line) => console.error(line),
});

let stopping = false;
function shutdown(): void {
  if (stopping) return;
  stopping = true;
  emulator.stop().then(
    () => process.exit(0),
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, shutdown);

// A package manager killed with SIGTERM does not pass it on; when our parent goes away we
// are re-parented, so save and leave instead of lingering as an orphan.
const parent = process.ppid;
setInterval(() => {
  if (process.ppid !== parent) shutdown();
}, 1000).unref();

// Only now: whoever waits for this line may signal us at once.
console.log(`Firestore emulator ready on ${emulator.hostPort}`);
