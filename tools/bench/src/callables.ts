// Calling the product's callables as a demo account would (the Functions emulator's HTTP form).
import { authEmulatorHost, functionsOrigin } from './env.ts';

/** A fresh ID token of a demo account (password sign-in against the Auth emulator). */
export async function idToken(email: string): Promise<string> {
  const response = await fetch(
    `http://${authEmulatorHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: 'demo-password-1', returnSecureToken: true }),
    },
  );
  if (!response.ok)
    throw new Error(`sign-in of ${email} failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

/** Calls callable `name` as the token's user; throws with the server's message when refused. */
export async function call<T>(token: string, name: string, data: unknown): Promise<T> {
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
