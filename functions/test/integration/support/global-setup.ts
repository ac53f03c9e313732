// Integration tests need the live emulators. They FAIL (never skip) when they cannot reach them.
import { connect } from 'node:net';
import {
  AUTH_EMULATOR_CONFIGURED,
  AUTH_HOST,
  FIRESTORE_HOST,
  FUNCTIONS_ORIGIN,
  PROJECT_ID,
  REGION,
} from './emulators.ts';

const HOW =
  'Run them through the emulator harness:\n' +
  '  pnpm --filter @assay/functions build && pnpm exec tsx tools/stack/src/with-emulators.ts -- pnpm --filter @assay/functions test:integration';

function tcpReachable(hostPort: string): Promise<boolean> {
  const index = hostPort.lastIndexOf(':');
  const host = hostPort.slice(0, index).replace(/^\[|\]$/g, '');
  const port = Number(hostPort.slice(index + 1));
  return new Promise((resolve) => {
    const socket = connect({ host, port, timeout: 3000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function httpStatus(url: string, init?: RequestInit): Promise<number | null> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(10_000) });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return null;
  }
}

export default async function setup(): Promise<void> {
  const problems: string[] = [];
  if (!FIRESTORE_HOST)
    problems.push('FIRESTORE_EMULATOR_HOST is not set (the embedded Firestore is not running)');
  else if (!(await tcpReachable(FIRESTORE_HOST)))
    problems.push(`Firestore emulator unreachable at ${FIRESTORE_HOST}`);
  if (!AUTH_EMULATOR_CONFIGURED)
    problems.push(
      'FIREBASE_AUTH_EMULATOR_HOST is not set (firebase-admin would talk to the real Firebase Auth)',
    );
  if (!(await tcpReachable(AUTH_HOST))) problems.push(`Auth emulator unreachable at ${AUTH_HOST}`);
  // The first call starts a function worker, which takes seconds on a loaded machine: wait up to 30 s.
  let probe: number | null = null;
  for (let attempt = 0; attempt < 3 && probe === null; attempt += 1) {
    probe = await httpStatus(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/org-get`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
  }
  if (probe === null) problems.push(`Functions emulator unreachable at ${FUNCTIONS_ORIGIN}`);
  else if (probe !== 401)
    problems.push(
      `Functions emulator answered ${probe} for org-get (expected 401 unauthenticated): are the functions built (lib/index.js) and loaded?`,
    );
  if (problems.length > 0)
    throw new Error(`Integration tests cannot reach the emulators:\n- ${problems.join('\n- ')}\n${HOW}`);
}
