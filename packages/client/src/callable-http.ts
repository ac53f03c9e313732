// The callable protocol over fetch (https://firebase.google.com/docs/functions/callable-reference):
// POST {"data": …} with the ID token and App Check token as headers; the answer is
// {"result": …} or {"error": {status, message, details}}. Doing it here instead of through the
// `firebase/functions` SDK keeps that SDK off the first route, and lets errors keep the server's
// words (the SDK appends the HTTP status to every message: "… [429]").

import { FUNCTIONS_REGION, type FirebaseClientConfig } from './config.ts';

/** Where a callable lives: the Functions emulator, or the region's cloudfunctions.net host. */
export function callableUrl(
  projectId: string,
  region: string,
  name: string,
  emulator?: { host: string; port: number },
): string {
  return emulator
    ? `http://${emulator.host}:${emulator.port}/${projectId}/${region}/${name}`
    : `https://${region}-${projectId}.cloudfunctions.net/${name}`;
}

/** The URL of each callable of the configured project: the Functions emulator's, or the deployed one. */
export function callableUrlOf(config: FirebaseClientConfig): (name: string) => string {
  return (name) =>
    callableUrl(
      config.projectId,
      FUNCTIONS_REGION,
      name,
      config.emulators && { host: config.emulators.functionsHost, port: config.emulators.functionsPort },
    );
}

/** A refused or failed call: a standard code (`invalid-argument`, …), the server's message and details. */
export class CallableFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly details?: unknown,
  ) {
    super(message);
    this.name = 'CallableFailure';
  }
}

export interface CallableRequest {
  readonly url: string;
  readonly data: unknown;
  /** The signed-in user's ID token; absent for a guest. */
  readonly idToken?: string | null;
  /** App Check token, when App Check is configured and a token could be had. */
  readonly appCheckToken?: string | null;
  readonly timeoutMs: number;
  readonly fetch?: typeof fetch;
}

/** Posts one call and returns its result, or throws a `CallableFailure`. */
export async function postCallable({
  url,
  data,
  idToken,
  appCheckToken,
  timeoutMs,
  fetch: fetchImpl = fetch,
}: CallableRequest): Promise<unknown> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (idToken) headers.Authorization = `Bearer ${idToken}`;
  if (appCheckToken) headers['X-Firebase-AppCheck'] = appCheckToken;
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  let response: Response;
  let body: unknown = null;
  try {
    response = await fetchImpl(url, {
      method: 'POST',
      headers,
      body: JSON.stringify({ data: encode(data) }),
      signal: abort.signal,
    });
    body = await response.json().catch(() => null);
  } catch {
    // No answer at all: offline, DNS, CORS refusal, or our own time-out.
    throw abort.signal.aborted
      ? new CallableFailure('deadline-exceeded', 'The server took too long to answer.')
      : new CallableFailure('unavailable', 'The service is unreachable.');
  } finally {
    clearTimeout(timer);
  }
  const failure = failureOf(response.status, body);
  if (failure) throw failure;
  // `result` is the protocol's field; `data` is what older servers answered (the SDK accepts both).
  const result = isRecord(body) ? ('result' in body ? body.result : body.data) : undefined;
  if (result === undefined) throw new CallableFailure('internal', 'The response has no result.');
  return decode(result);
}

/** The failure an answer carries: the body's error status wins over the HTTP status. */
export function failureOf(httpStatus: number, body: unknown): CallableFailure | null {
  const error = isRecord(body) && isRecord(body.error) ? body.error : null;
  if (error && typeof error.status === 'string') {
    const code = codeOfStatus[error.status] ?? 'internal';
    if (code === 'ok') return null;
    const message = typeof error.message === 'string' ? error.message : '';
    return new CallableFailure(
      code,
      message,
      error.details === undefined ? undefined : decode(error.details),
    );
  }
  if (httpStatus >= 200 && httpStatus < 300) return null;
  return new CallableFailure(codeOfHttp[httpStatus] ?? 'internal', '');
}

/** google.rpc.Code names → the callable codes (as the SDK maps them). */
const codeOfStatus: Record<string, string> = {
  OK: 'ok',
  CANCELLED: 'cancelled',
  UNKNOWN: 'unknown',
  INVALID_ARGUMENT: 'invalid-argument',
  DEADLINE_EXCEEDED: 'deadline-exceeded',
  NOT_FOUND: 'not-found',
  ALREADY_EXISTS: 'already-exists',
  PERMISSION_DENIED: 'permission-denied',
  UNAUTHENTICATED: 'unauthenticated',
  RESOURCE_EXHAUSTED: 'resource-exhausted',
  FAILED_PRECONDITION: 'failed-precondition',
  ABORTED: 'aborted',
  OUT_OF_RANGE: 'out-of-range',
  UNIMPLEMENTED: 'unimplemented',
  INTERNAL: 'internal',
  UNAVAILABLE: 'unavailable',
  DATA_LOSS: 'data-loss',
};

/** An answer without an error body (a proxy, a crashed function): the code its HTTP status stands for. */
const codeOfHttp: Record<number, string> = {
  400: 'invalid-argument',
  401: 'unauthenticated',
  403: 'permission-denied',
  404: 'not-found',
  409: 'aborted',
  429: 'resource-exhausted',
  499: 'cancelled',
  500: 'internal',
  501: 'unimplemented',
  503: 'unavailable',
  504: 'deadline-exceeded',
};

/** Dates travel as ISO strings (as the SDK sends them); everything else is JSON already. */
function encode(value: unknown): unknown {
  if (value === undefined) return null;
  if (value instanceof Date) return value.toISOString();
  if (Array.isArray(value)) return value.map(encode);
  if (isRecord(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, encode(item)]));
  return value;
}

const LONG_TYPES = new Set([
  'type.googleapis.com/google.protobuf.Int64Value',
  'type.googleapis.com/google.protobuf.UInt64Value',
]);

/** The protocol wraps 64-bit integers as `{'@type': …Int64Value, value: '…'}`: back to numbers. */
export function decode(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(decode);
  if (!isRecord(value)) return value;
  if (typeof value['@type'] === 'string') {
    if (!LONG_TYPES.has(value['@type']) || Number.isNaN(Number(value.value)))
      throw new CallableFailure('internal', 'The response could not be read.');
    return Number(value.value);
  }
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, decode(item)]));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
