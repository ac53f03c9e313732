// Talking to the local emulators the way the apps do: callables over HTTP with a Bearer ID
// token (exactly what the web SDK sends), ID tokens from the Auth emulator's REST sign-in, and
// firebase-admin (via FIRESTORE_EMULATOR_HOST / FIREBASE_AUTH_EMULATOR_HOST) for fixtures.
import { getApps, initializeApp } from 'firebase-admin/app';
import type { App } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { env } from '../../../src/env.ts';

export const PROJECT_ID = 'demo-assay';
export const REGION = 'us-central1';
export const FUNCTIONS_ORIGIN = env.functionsEmulatorOrigin;
export const AUTH_HOST = env.authEmulatorHost ?? '127.0.0.1:9099';
export const AUTH_EMULATOR_CONFIGURED = Boolean(env.authEmulatorHost);
export const FIRESTORE_HOST = env.firestoreEmulatorHost;

function adminApp(): App {
  return (
    getApps().find((app) => app.name === 'integration') ??
    initializeApp({ projectId: PROJECT_ID }, 'integration')
  );
}

export const adminDb = () => getFirestore(adminApp());
export const adminAuth = () => getAuth(adminApp());

export type CallOutcome =
  | { ok: true; status: number; data: unknown }
  | { ok: false; status: number; code: string; message: string; details: unknown };

/**
 * POST /{project}/{region}/{name} with `{ data }`, like httpsCallable. `from` is the caller's
 * address as a proxy forwards it (the Functions emulator trusts X-Forwarded-For, as Cloud
 * Functions does): counters kept per address then count this caller apart.
 */
export async function callFunction(
  name: string,
  data: unknown,
  idToken?: string,
  from?: string,
): Promise<CallOutcome> {
  const response = await fetch(`${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/${name}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(idToken ? { Authorization: `Bearer ${idToken}` } : {}),
      ...(from ? { 'X-Forwarded-For': from } : {}),
    },
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  let body: { result?: unknown; error?: { status?: string; message?: string; details?: unknown } };
  try {
    body = JSON.parse(text) as typeof body;
  } catch {
    throw new Error(`${name}: HTTP ${response.status} with a non-JSON body: ${text.slice(0, 300)}`);
  }
  if (response.ok && 'result' in body) return { ok: true, status: response.status, data: body.result };
  const status = body.error?.status ?? 'UNKNOWN';
  return {
    ok: false,
    status: response.status,
    code: status.toLowerCase().replace(/_/g, '-'),
    message: body.error?.message ?? '',
    details: body.error?.details,
  };
}

/** Calls and expects success, returning the data (throws with the error otherwise). */
export async function callOk<T = unknown>(name: string, data: unknown, idToken?: string): Promise<T> {
  const outcome = await callFunction(name, data, idToken);
  if (!outcome.ok)
    throw new Error(`${name} failed: ${outcome.code} ${outcome.message} ${JSON.stringify(outcome.details)}`);
  return outcome.data as T;
}

/** An ID token for email + password from the Auth emulator (custom claims included). */
export async function signIn(email: string, password: string): Promise<string> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message?: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message ?? response.status}`);
  return body.idToken;
}

async function authRest<T>(path: string, body: unknown): Promise<T & { error?: { message?: string } }> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/${path}?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    },
  );
  return (await response.json()) as T & { error?: { message?: string } };
}

/**
 * Signs in with the password and then the texted code of the account's first phone second step,
 * as the web SDK does (the emulator keeps the codes it "sends"): the ID token carries
 * `firebase.sign_in_second_factor`.
 */
export async function signInWithPhoneStep(email: string, password: string): Promise<string> {
  const first = await authRest<{ mfaPendingCredential?: string; mfaInfo?: { mfaEnrollmentId: string }[] }>(
    'v1/accounts:signInWithPassword',
    { email, password, returnSecureToken: true },
  );
  const enrollment = first.mfaInfo?.[0];
  if (!first.mfaPendingCredential || !enrollment)
    throw new Error(`${email} was not asked for a second step: ${first.error?.message ?? 'no factor'}`);
  const started = await authRest<{ phoneResponseInfo?: { sessionInfo: string } }>(
    'v2/accounts/mfaSignIn:start',
    {
      mfaPendingCredential: first.mfaPendingCredential,
      mfaEnrollmentId: enrollment.mfaEnrollmentId,
    },
  );
  const sessionInfo = started.phoneResponseInfo?.sessionInfo;
  if (!sessionInfo) throw new Error(`no code was sent to ${email}: ${started.error?.message ?? ''}`);
  const codes = (await (
    await fetch(`http://${AUTH_HOST}/emulator/v1/projects/${PROJECT_ID}/verificationCodes`)
  ).json()) as { verificationCodes?: { sessionInfo: string; code: string }[] };
  const code = codes.verificationCodes?.find((entry) => entry.sessionInfo === sessionInfo)?.code;
  const finished = await authRest<{ idToken?: string }>('v2/accounts/mfaSignIn:finalize', {
    mfaPendingCredential: first.mfaPendingCredential,
    phoneVerificationInfo: { sessionInfo, code },
  });
  if (!finished.idToken) throw new Error(`second step of ${email} failed: ${finished.error?.message ?? ''}`);
  return finished.idToken;
}

/**
 * Signs in through an identity provider as the web SDK's signInWithCredential does
 * (accounts:signInWithIdp). The Auth emulator accepts an unsigned JSON id_token for any provider
 * id, `oidc.*` included; its claims (sub, email, email_verified, name) make the account. The ID
 * token's `firebase.sign_in_provider` is `providerId`.
 */
export async function signInWithIdp(
  providerId: string,
  claims: { sub: string; email?: string; email_verified?: boolean; name?: string },
): Promise<{ uid: string; idToken: string; refreshToken: string }> {
  const body = await authRest<{ localId?: string; idToken?: string; refreshToken?: string }>(
    'v1/accounts:signInWithIdp',
    {
      requestUri: 'http://localhost',
      postBody: `id_token=${encodeURIComponent(JSON.stringify(claims))}&providerId=${encodeURIComponent(providerId)}`,
      returnSecureToken: true,
    },
  );
  if (!body.idToken || !body.localId || !body.refreshToken)
    throw new Error(`${providerId} sign-in failed: ${body.error?.message ?? 'no token'}`);
  return { uid: body.localId, idToken: body.idToken, refreshToken: body.refreshToken };
}

/** A fresh ID token for a session (its claims as they are now), as the SDK's getIdToken(true). */
export async function refreshIdToken(refreshToken: string): Promise<string> {
  const response = await fetch(`http://${AUTH_HOST}/securetoken.googleapis.com/v1/token?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });
  const body = (await response.json()) as { id_token?: string; error?: { message?: string } };
  if (!body.id_token) throw new Error(`token refresh failed: ${body.error?.message ?? response.status}`);
  return body.id_token;
}

let counter = 0;
/** A short id unique to this run: `<prefix>-<random><n>`. */
export function uniqueId(prefix: string): string {
  counter += 1;
  return `${prefix}-${Math.random().toString(36).slice(2, 8)}${counter}`;
}

export const TEST_PASSWORD = 'test-password-1';

export interface TestUser {
  uid: string;
  email: string;
  idToken: string;
}

/** Creates an Auth emulator user with custom claims and signs them in. */
export async function createUser(
  label: string,
  claims: Record<string, unknown> | null = null,
): Promise<TestUser> {
  const uid = uniqueId(label);
  const email = `${uid}@it.assay.test`.toLowerCase();
  await adminAuth().createUser({
    uid,
    email,
    password: TEST_PASSWORD,
    displayName: label,
    emailVerified: true,
  });
  if (claims) await adminAuth().setCustomUserClaims(uid, claims);
  return { uid, email, idToken: await signIn(email, TEST_PASSWORD) };
}

/** The REST API function, called directly (hosting forwards /api/** to the same path). */
export const API_ORIGIN = `${FUNCTIONS_ORIGIN}/${PROJECT_ID}/${REGION}/api`;

export interface ApiAnswer {
  status: number;
  headers: Headers;
  body: Record<string, unknown>;
}

/** One REST request with an API key (or none). */
export async function apiRequest(
  path: string,
  key: string | null,
  init: { method?: 'GET' | 'POST' | 'OPTIONS'; body?: unknown; headers?: Record<string, string> } = {},
): Promise<ApiAnswer> {
  const response = await fetch(`${API_ORIGIN}/api/v1${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...(key ? { Authorization: `Bearer ${key}` } : {}),
      ...(init.body !== undefined ? { 'Content-Type': 'application/json' } : {}),
      ...init.headers,
    },
    ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new Error(`${path}: HTTP ${response.status} with a non-JSON body: ${text.slice(0, 300)}`);
  }
  return { status: response.status, headers: response.headers, body };
}

/** A contract's input as its REST operation takes it: path ids in the path; a read's fields as query parameters (objects dotted, lists repeated); a mutation's as the JSON body. */
export function apiRequestOf(
  contract: { mutation: boolean; api?: { path: string } },
  input: Record<string, unknown>,
): { path: string; method: 'GET' | 'POST'; body?: unknown } {
  const rest = { ...input };
  const path = (contract.api?.path ?? '').replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value));
  });
  if (contract.mutation) return { path, method: 'POST', body: rest };
  const query = new URLSearchParams();
  const add = (name: string, value: unknown) => {
    if (Array.isArray(value)) for (const item of value as unknown[]) add(name, item);
    else if (typeof value === 'object' && value !== null)
      for (const [key, inner] of Object.entries(value)) add(`${name}.${key}`, inner);
    else if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean')
      query.append(name, String(value));
  };
  for (const [name, value] of Object.entries(rest)) add(name, value);
  const text = query.toString();
  return { path: text ? `${path}?${text}` : path, method: 'GET' };
}

/** A REST answer in the shape of a callable's outcome (for the authorisation matrix). */
export async function callApi(
  contract: { name: string; mutation: boolean; api?: { path: string } },
  input: Record<string, unknown>,
  key: string,
): Promise<CallOutcome> {
  const request = apiRequestOf(contract, input);
  const answer = await apiRequest(request.path, key, {
    method: request.method,
    ...(request.body !== undefined ? { body: request.body } : {}),
  });
  if (answer.status === 200) return { ok: true, status: 200, data: answer.body };
  const { code, message, fields, details } = answer.body as {
    code?: string;
    message?: string;
    fields?: unknown;
    details?: Record<string, unknown>;
  };
  return {
    ok: false,
    status: answer.status,
    code: code ?? 'unknown',
    message: message ?? '',
    details: fields ? { ...details, fields } : details,
  };
}
