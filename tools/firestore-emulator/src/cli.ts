#!/usr/bin/env -S npx tsx
import { parseArgs } from 'node:util';
import { startFirestoreEmulator } from './index.ts';

// pnpm --filter @assay/firestore-emulator start -- --port 8080 --data .data/firestore.json

const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    host: { type: 'string', default: '127.0.0.1' },
    port: { type: 'string', default: '8080' },
    data: { type: 'string' },
    'save-interval': { type: 'string', default: '5000' },
    quiet: { type: 'boolean', default: false },
  },
});

const emulator = await startFirestoreEmulator({
  host: values.host,
  port: Number(values.port),
  ...(values.data ? { dataFile: values.data } : {}),
  saveIntervalMs: Number(values['save-interval']),
  log: values.quiet ? undefined : (line) => console.error(line),
});
console.log(`Firestore emulator ready on ${emulator.hostPort}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    emulator.stop().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
