// What the "access changes apply on the next call" check costs, for the two designs of issue 6:
//   A. what the callable wrapper does — Firebase Auth's revocation time (getUser, i.e. what
//      verifyIdToken(token, true) adds): one Auth lookup per call, no Firestore read;
//   B. a per-user "valid since" marker in Firestore compared with the token's auth_time:
//      one Firestore document read per call.
// Both measured from this process against the emulators (embedded Firestore, Auth emulator),
// plus the end-to-end cost inside the wrapper: health-ping (public, no reads) with a token (the
// check runs) and without (it does not). Runs inside with-emulators after the seed; prints
// figures, asserts nothing. Emulator figures, not production ones: compare them with each other.
import { initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { authEmulatorHost, functionsOrigin } from './env.ts';

const CALLS = 200;
const app = initializeApp({ projectId: 'demo-assay' }, 'bench-revocation');
const auth = getAuth(app);
const db = getFirestore(app);

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

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}

async function measure(label: string, readsPerCall: string, once: () => Promise<unknown>): Promise<void> {
  for (let i = 0; i < 10; i += 1) await once();
  const times: number[] = [];
  for (let i = 0; i < CALLS; i += 1) {
    const t0 = performance.now();
    await once();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log(
    `  ${label.padEnd(58)} p50 ${percentile(times, 50).toFixed(2).padStart(6)} ms  p95 ${percentile(times, 95).toFixed(2).padStart(6)} ms  ${readsPerCall}`,
  );
}

async function ping(token?: string): Promise<void> {
  const response = await fetch(`${functionsOrigin}/health-ping`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ data: {} }),
  });
  const body = (await response.json()) as { result?: unknown; error?: unknown };
  if (!body.result) throw new Error(`health-ping failed: ${JSON.stringify(body.error)}`);
}

const email = 'viewer@demo.assay.test';
const token = await signIn(email);
const { uid } = await auth.getUserByEmail(email);
const marker = db.collection('benchAccessMarkers').doc(uid);
await marker.set({ validSince: Math.floor(Date.now() / 1000) - 60 });

console.log(`Revocation check, ${CALLS} sequential calls each (emulators):`);
await measure('A  Auth getUser (the wrapper’s check)', '0 Firestore reads, 1 Auth lookup', () =>
  auth.getUser(uid),
);
await measure('A  verifyIdToken(token, true)', '0 Firestore reads, 1 Auth lookup', () =>
  auth.verifyIdToken(token, true),
);
await measure('   verifyIdToken(token) (no revocation check, for reference)', '0 reads', () =>
  auth.verifyIdToken(token),
);
await measure('B  Firestore "valid since" marker read', '1 Firestore read', () => marker.get());
await measure('   health-ping end to end, no token (no check)', '0 reads', () => ping());
await measure(
  '   health-ping end to end, with a token (check A inside)',
  '0 Firestore reads, 1 Auth lookup',
  () => ping(token),
);
await marker.delete();
