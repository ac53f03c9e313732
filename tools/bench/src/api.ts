// REST API versus the same callable (tenants-list, a page of 25), at 1 and 10 concurrent clients,
// against the emulators after the demo seed; plus what an API key costs per request. Runs inside
// with-emulators; prints figures, asserts nothing. Emulator figures: compare them with each other.
// The REST API allows 60 requests a minute per key and 300 per organisation, so each run uses
// fresh keys and stays under the organisation's 300.
import { authEmulatorHost, functionsOrigin } from './env.ts';

const CALLS = 60;

async function signIn(email: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-password-1', returnSecureToken: true }),
    },
  );
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

async function callable(name: string, data: unknown, token: string): Promise<unknown> {
  const response = await fetch(`${functionsOrigin}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (body.result === undefined) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
  return body.result;
}

async function rest(path: string, key: string): Promise<void> {
  const response = await fetch(`${functionsOrigin}/api/api/v1${path}`, {
    headers: { authorization: `Bearer ${key}` },
  });
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${await response.text()}`);
  await response.arrayBuffer();
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

/** `calls` requests spread over `clients` concurrent loops; p50 and p95 of each request's time. */
async function measure(
  label: string,
  clients: number,
  once: (client: number) => Promise<unknown>,
): Promise<void> {
  const times: number[] = [];
  await Promise.all(
    Array.from({ length: clients }, async (_unused, client) => {
      for (let i = client; i < CALLS; i += clients) {
        const t0 = performance.now();
        await once(client);
        times.push(performance.now() - t0);
      }
    }),
  );
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(40)} ${String(clients).padStart(2)} client${clients === 1 ? ' ' : 's'}  p50 ${percentile(times, 50).toFixed(1).padStart(7)} ms  p95 ${percentile(times, 95).toFixed(1).padStart(7)} ms`,
  );
}

const owner = await signIn('owner@demo.assay.test');
const newKey = async (name: string) =>
  (await callable('apikeys-create', { name, scope: 'read' }, owner)) as {
    key: { id: string };
    secret: string;
  };
const keys = [
  await newKey('bench warm-up'),
  await newKey('bench 1 client'),
  await newKey('bench 10 clients'),
];
// Warm both paths (the emulator starts a worker per function on first use).
await callable('tenants-list', {}, owner);
await rest('/tenants', keys[0]?.secret ?? '');

console.log(`REST API vs callable, tenants-list (${CALLS} requests per line, emulators):`);
for (const clients of [1, 10]) {
  await measure('callable tenants-list', clients, () => callable('tenants-list', {}, owner));
  const key = (clients === 1 ? keys[1] : keys[2])?.secret ?? '';
  await measure('REST GET /api/v1/tenants', clients, () => rest('/tenants', key));
}
console.log(
  'Per REST request, before the operation itself (by construction of the key check and the rate limit):',
);
console.log(
  '  key check: 2 Firestore reads (apiKeyIds/{publicId}, then orgs/{tid}/apiKeys/{publicId}); the last-use write at most once a minute per key',
);
console.log('  rate limit: 1 transaction reading 2 counters (key, organisation) and writing both');
for (const key of keys) await callable('apikeys-revoke', { keyId: key.key.id }, owner);
