// What the console's list benches (organisations-list.ts, outbox.ts) share: a system admin's ID
// token from the Auth emulator, a callable timed over HTTP on the Functions emulator, and page
// one and page two of a case timed `runs` times, shown as p50 / p95.
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { env } from '../../src/env.ts';
import { percentile } from './percentile.ts';

/** A new system admin (adminUI claim) signed in on the Auth emulator: its ID token. */
export async function systemAdminToken(app: App, run: string): Promise<string> {
  const email = `bench-admin-${run}@example.test`;
  const password = 'bench-password-1';
  const user = await getAuth(app).createUser({ email, password });
  await getAuth(app).setCustomUserClaims(user.uid, { adminUI: true });
  const signIn = await fetch(
    `http://${env.authEmulatorHost ?? '127.0.0.1:9099'}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  return ((await signIn.json()) as { idToken: string }).idToken;
}

export interface Page {
  items: unknown[];
  nextCursor: string | null;
}

/** Calls the callable `name` over HTTP with the token; throws with its error when it fails. */
export function timedCallable<P extends Page>(name: string, idToken: string) {
  return async (data: object): Promise<{ ms: number; page: P }> => {
    const t0 = performance.now();
    const response = await fetch(`${env.functionsEmulatorOrigin}/${env.projectId}/us-central1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${idToken}` },
      body: JSON.stringify({ data }),
    });
    const body = (await response.json()) as { result?: P; error?: unknown };
    const ms = performance.now() - t0;
    if (!body.result) throw new Error(`${name} failed: ${JSON.stringify(body.error)}`);
    return { ms, page: body.result };
  };
}

/**
 * Page one of `input`, then page two where there is one, `runs` times: p50 / p95 of each as
 * table cells (a dash where there was no page two) and the last page one.
 */
export async function timePages<P extends Page>(
  call: (data: object) => Promise<{ ms: number; page: P }>,
  input: object,
  runs: number,
): Promise<{ first: string; second: string; page: P }> {
  const first: number[] = [];
  const second: number[] = [];
  let page: P | undefined;
  for (let i = 0; i < runs; i += 1) {
    const one = await call(input);
    first.push(one.ms);
    page = one.page;
    if (one.page.nextCursor) second.push((await call({ ...input, cursor: one.page.nextCursor })).ms);
  }
  if (!page) throw new Error('timePages: runs must be at least 1');
  return { first: msCell(first), second: msCell(second), page };
}

function msCell(values: number[]): string {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length
    ? `${percentile(sorted, 50).toFixed(0).padStart(5)} / ${percentile(sorted, 95).toFixed(0).padStart(5)}`
    : '     —       ';
}
