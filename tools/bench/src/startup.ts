// `pnpm bench startup`: seconds from `npm start --no-build` (apps and functions already built) to
// its ready line, on a fresh data folder (the first start: it seeds the demo data) and again on
// the data that start kept (a restart), and beside each the second at which a callable first
// answered 200 (a signed-out health-ping, polled every 100 ms from here). A ready line printed
// before that second is a start that says ready too early. Prints figures, asserts nothing.
import { spawn } from 'node:child_process';
import { connect } from 'node:net';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { functionsOrigin, inheritedEnv } from './env.ts';

const root = fileURLToPath(new URL('../../../', import.meta.url));
/** Hosting, Functions, Auth and the embedded Firestore (tools/stack/src/env.ts). */
const STACK_PORTS = [5050, 5001, 9099, 8080];

async function pingAnswers(): Promise<boolean> {
  try {
    const response = await fetch(`${functionsOrigin}/health-ping`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"data":{}}',
      signal: AbortSignal.timeout(2_000),
    });
    await response.arrayBuffer();
    return response.status === 200;
  } catch {
    return false;
  }
}

/** Whether something listens on 127.0.0.1:`port`. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

/** Waits (at most a minute) until the stopped stack has let go of its ports, so the next start is a real start. */
async function portsReleased(): Promise<void> {
  const deadline = performance.now() + 60_000;
  while (performance.now() < deadline) {
    const busy = await Promise.all(STACK_PORTS.map(listening));
    if (!busy.some(Boolean)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the stack still holds one of the ports ${STACK_PORTS.join(', ')} a minute after Ctrl-C`);
}

/** One `npm start`: seconds to its ready line and to the first health-ping answered 200; then Ctrl-C. */
async function start(dataDir: string): Promise<{ ready: number; answered: number }> {
  const t0 = performance.now();
  const seconds = () => (performance.now() - t0) / 1000;
  const child = spawn('node', ['tools/bootstrap.mjs', 'start', '--no-build'], {
    cwd: root,
    env: { ...inheritedEnv, ASSAY_DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  let answered = Number.NaN;
  let polling = true;
  const poll = (async () => {
    while (polling && Number.isNaN(answered)) {
      if (await pingAnswers()) answered = seconds();
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  const ready = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Assay is ready')) resolve(seconds());
    });
    child.on('exit', (code) => reject(new Error(`start exited with ${code}`)));
  });
  // Give the poller time to see the functions if the ready line came first.
  const deadline = performance.now() + 30_000;
  while (Number.isNaN(answered) && performance.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 100));
  polling = false;
  await poll;
  process.kill(-(child.pid ?? 0), 'SIGINT');
  await new Promise((resolve) => child.once('exit', resolve));
  // pnpm may exit before the emulators finished saving and stopping.
  await portsReleased();
  return { ready, answered };
}

const dataDir = mkdtempSync(join(tmpdir(), 'assay-start-'));
try {
  await portsReleased();
  const lines = ['npm start → ready line / first callable answered 200 (seconds; --no-build, apps built):'];
  for (const label of ['first start (fresh data, seeds)', 'restart (kept data)', 'restart again']) {
    const { ready, answered } = await start(dataDir);
    const verdict = answered <= ready ? 'ready after the callables answered' : 'READY TOO EARLY';
    lines.push(
      `  ${label.padEnd(34)} ready ${ready.toFixed(1).padStart(5)}  callable 200 ${answered.toFixed(1).padStart(5)}  ${verdict}`,
    );
  }
  console.log(lines.join('\n'));
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
