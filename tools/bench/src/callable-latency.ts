// Median latency of `tenants-list` over 200 sequential calls on the emulators, as the demo owner.
// Runs inside with-emulators (after the seed); prints figures, asserts nothing.
import { authEmulatorHost, functionsOrigin } from './env.ts';

const CALLS = 200;

async function idToken(email: string, password: string): Promise<string> {
  const response = await fetch(`http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password, returnSecureToken: true }),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

const token = await idToken('owner@demo.assay.test', 'demo-password-1');
const call = async () => {
  const t0 = performance.now();
  const response = await fetch(`${functionsOrigin}/tenants-list`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: { pageSize: 25 } }),
  });
  const body = (await response.json()) as { result?: { items: unknown[] }; error?: unknown };
  if (!body.result) throw new Error(`tenants-list failed: ${JSON.stringify(body.error)}`);
  return performance.now() - t0;
};

for (let i = 0; i < 5; i += 1) await call(); // warm the function instance
const times: number[] = [];
for (let i = 0; i < CALLS; i += 1) times.push(await call());
times.sort((a, b) => a - b);
console.log(`tenants-list × ${CALLS} sequential (emulators): median ${percentile(times, 50).toFixed(1)} ms · p95 ${percentile(times, 95).toFixed(1)} ms · max ${(times.at(-1) ?? 0).toFixed(1)} ms`);
