// What "Require SSO" (issue 25) adds to a member's call: the member's claims carry the provider
// their domain requires (`sso`), and core/authorize.ts compares it with the verified token's
// `firebase.sign_in_provider` — no Firestore read. Measured end to end on the emulators: one
// member (signed in with an `oidc.*` provider, as the Auth emulator allows) calls `org-get`
// with claims without `sso` (no check) and with `sso` equal to their provider (the check runs and
// passes), the two interleaved; and a password session of the same member with `sso` (refused by
// the check before any read). Runs inside with-emulators after the seed; prints figures, asserts nothing.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { authEmulatorHost, functionsOrigin } from './env.ts';

const CALLS = 200;
const PROVIDER = 'oidc.bench';
const auth = getAuth(initializeApp({ projectId: 'demo-assay' }, 'bench-sso-require'));

async function identityToolkit<T>(path: string, body: Record<string, unknown>): Promise<T> {
  const response = await fetch(`http://${authEmulatorHost}/${path}?key=demo-api-key`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

async function refreshed(refreshToken: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost}/securetoken.googleapis.com/v1/token?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
    },
  );
  return ((await response.json()) as { id_token: string }).id_token;
}

async function call(token: string): Promise<string> {
  const response = await fetch(`${functionsOrigin}/org-get`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data: {} }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { details?: { reason?: string } } };
  return body.result ? 'ok' : (body.error?.details?.reason ?? 'refused');
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

function report(label: string, times: number[], note: string): void {
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(52)} p50 ${percentile(sorted, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(sorted, 95).toFixed(2).padStart(6)} ms  ${note}`,
  );
}

async function timed(token: string, expected: string): Promise<number> {
  const t0 = performance.now();
  const outcome = await call(token);
  const elapsed = performance.now() - t0;
  if (outcome !== expected) throw new Error(`org-get answered ${outcome}, expected ${expected}`);
  return elapsed;
}

const { tid } = (await auth.getUserByEmail('viewer@demo.assay.test')).customClaims as { tid: string };
const email = `bench-sso-${Date.now()}@demo.assay.test`;
const signedIn = await identityToolkit<{ localId: string; refreshToken: string }>(
  'identitytoolkit.googleapis.com/v1/accounts:signInWithIdp',
  {
    requestUri: 'http://localhost',
    postBody: `id_token=${encodeURIComponent(JSON.stringify({ sub: email, email, email_verified: true }))}&providerId=${PROVIDER}`,
    returnSecureToken: true,
  },
);
const uid = signedIn.localId;
await auth.setCustomUserClaims(uid, { tid, role: 'viewer' });
const withoutCheck = await refreshed(signedIn.refreshToken);
await auth.setCustomUserClaims(uid, { tid, role: 'viewer', sso: PROVIDER });
const withCheck = await refreshed(signedIn.refreshToken);
await auth.updateUser(uid, { password: 'bench-password-1' });
const password = (
  await identityToolkit<{ idToken: string }>(
    'identitytoolkit.googleapis.com/v1/accounts:signInWithPassword',
    {
      email,
      password: 'bench-password-1',
      returnSecureToken: true,
    },
  )
).idToken;

for (let i = 0; i < 10; i += 1) {
  await timed(withoutCheck, 'ok');
  await timed(withCheck, 'ok');
}
const a: number[] = [];
const b: number[] = [];
const refused: number[] = [];
for (let i = 0; i < CALLS; i += 1) {
  a.push(await timed(withoutCheck, 'ok'));
  b.push(await timed(withCheck, 'ok'));
  refused.push(await timed(password, 'sso-required'));
}
console.log(`Require SSO, org-get as one member, ${CALLS} calls each, interleaved (emulators):`);
report('claims without sso (no check)', a, 'org-get’s own reads');
report('claims with sso, signed in with the provider', b, 'the same reads + 0 for the check');
report(
  'claims with sso, password session (refused)',
  refused,
  '0 Firestore reads (refused before the handler)',
);
await auth.deleteUser(uid);
