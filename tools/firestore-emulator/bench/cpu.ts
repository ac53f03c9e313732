// CPU time the embedded server spends per request: the server runs in this process, its clients
// (firebase-admin, as the app) in a child process, so this process's CPU time during a round is
// the server's. Prints a table; asserts nothing. Read it next to the load average it prints:
// latency on a shared machine is mostly waiting for a core, CPU time is not.
// pnpm --filter @assay/firestore-emulator bench:cpu
import { spawn } from 'node:child_process';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { startFirestoreEmulator } from '../src/index.ts';

const ROUNDS = [
  { mode: 'read', clients: 1, count: 300 },
  { mode: 'save', clients: 1, count: 100 },
  { mode: 'save', clients: 20, count: 10 },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
}

console.log(
  `load average ${loadavg()
    .map((n) => n.toFixed(2))
    .join(' ')}`,
);
console.log('mode  clients  requests  server CPU ms/request  p50 ms  p95 ms');
for (const round of ROUNDS) {
  const emulator = await startFirestoreEmulator({ port: 0 });
  const child = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      fileURLToPath(new URL('cpu-clients.ts', import.meta.url)),
      emulator.hostPort,
      round.mode,
      String(round.clients),
      String(round.count),
    ],
    { stdio: ['pipe', 'pipe', 'inherit'] },
  );
  let output = '';
  let before: NodeJS.CpuUsage | undefined;
  child.stdout.on('data', (chunk: Buffer) => {
    output += chunk.toString();
    if (!before && output.includes('ready')) {
      before = process.cpuUsage();
      child.stdin.end('go\n');
    }
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  const used = process.cpuUsage(before);
  await emulator.stop();
  const line = output.split('\n').find((text) => text.startsWith('{'));
  if (code !== 0 || !line) throw new Error(`clients failed (${code}): ${output}`);
  const ms = (JSON.parse(line) as { ms: number[] }).ms.sort((a, b) => a - b);
  const cpuMs = (used.user + used.system) / 1000 / ms.length;
  console.log(
    `${round.mode.padEnd(5)} ${String(round.clients).padStart(7)}  ${String(ms.length).padStart(8)}  ${cpuMs.toFixed(2).padStart(21)}  ${percentile(ms, 50).toFixed(1).padStart(6)}  ${percentile(ms, 95).toFixed(1).padStart(6)}`,
  );
}
