// Preparing data through the product's own callables on the emulators, as its apps would call
// them (the Functions emulator's HTTP form of a callable): nothing written around the server.
import { authEmulatorHost, functionsOrigin } from '../env.ts';
import { password } from './accounts.ts';

/** A fresh ID token of a demo account (password sign-in against the Auth emulator). */
export async function idTokenOf(email: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const { idToken } = (await response.json()) as { idToken: string };
  return idToken;
}

/** Calls callable `name` as the token's user; throws with the server's message when refused. */
export async function callAs<T>(token: string, name: string, data: unknown): Promise<T> {
  const response = await fetch(`${functionsOrigin}/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ data }),
  });
  const body = (await response.json()) as { result?: T; error?: { message: string } };
  if (!response.ok || body.result === undefined)
    throw new Error(`${name}: ${response.status} ${body.error?.message ?? ''}`);
  return body.result;
}
