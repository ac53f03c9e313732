// Crafted callable bodies through firebase-functions' own onCall (cors, token checks, decode):
// what the outside probe sent (issue 33). Each answers a client error naming the field, and
// nothing is logged as an error. Signed-in callers: test/integration/crafted-bodies.test.ts.
import { EventEmitter } from 'node:events';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';

interface Answer {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
}
type HttpHandler = (req: unknown, res: unknown) => Promise<unknown>;

/** The request and response firebase-functions reads and writes (an express pair, reduced). */
function post(handler: HttpHandler, rawBody: string): Promise<Answer> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  const req = {
    method: 'POST',
    url: '/',
    headers,
    body: JSON.parse(rawBody) as unknown,
    header: (name: string) => headers[name.toLowerCase()],
  };
  return new Promise((resolve) => {
    const events = new EventEmitter();
    const headersOut: Record<string, unknown> = {};
    let statusCode = 200;
    const res = {
      on: (event: string, listener: () => void) => events.on(event, listener),
      once: (event: string, listener: () => void) => events.once(event, listener),
      emit: (event: string) => events.emit(event),
      setHeader: (name: string, value: unknown) => {
        headersOut[name.toLowerCase()] = value;
      },
      getHeader: (name: string) => headersOut[name.toLowerCase()],
      status(code: number) {
        statusCode = code;
        return res;
      },
      send(body: Answer['body']) {
        resolve({ status: statusCode, body });
        events.emit('finish');
      },
      write: () => true,
      end: () => events.emit('finish'),
    };
    void handler(req, res);
  });
}

/** `data` nested `depth` levels deep in arrays (or objects) around `leaf`, as raw JSON. */
function nested(depth: number, leaf: string, kind: 'array' | 'object' = 'array'): string {
  return kind === 'array'
    ? `${'['.repeat(depth)}${leaf}${']'.repeat(depth)}`
    : `${'{"a":'.repeat(depth)}${leaf}${'}'.repeat(depth)}`;
}

// firebase-functions writes every log line through the console it saved at load: watch its errors there.
const require = createRequire(import.meta.url);
const loggerCommon = require(join(dirname(require.resolve('firebase-functions/logger')), 'common.js')) as {
  UNPATCHED_CONSOLE: { error: (...args: unknown[]) => void };
};

let tenantsCreate: HttpHandler;
let tenantsList: HttpHandler;
let orgGet: HttpHandler;
let healthPing: HttpHandler;

beforeAll(async () => {
  // App Check is enforced outside the emulators; the probe held a valid App Check token.
  vi.stubEnv('FUNCTIONS_EMULATOR', 'true');
  const { tenantsCallables } = await import('../callables/tenants/index.ts');
  const { orgCallables } = await import('../callables/org/index.ts');
  const { healthCallables } = await import('../callables/health/index.ts');
  tenantsCreate = tenantsCallables.create as unknown as HttpHandler;
  tenantsList = tenantsCallables.list as unknown as HttpHandler;
  orgGet = orgCallables.get as unknown as HttpHandler;
  healthPing = healthCallables.ping as unknown as HttpHandler;
  // A callable imports the pipeline and its runtime on its first request: import them here, so
  // that each case times the call alone (seconds on a loaded machine).
  await post(healthPing, '{"data":{}}');
}, 60_000);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('crafted callable bodies (no token)', () => {
  const signedOutCases: [string, () => HttpHandler, string][] = [
    [
      'tenants-create with name nested 10,000 arrays deep',
      () => tenantsCreate,
      `{"name":${nested(10_000, '"x"')}}`,
    ],
    [
      'tenants-list with sort nested 10,000 objects deep',
      () => tenantsList,
      `{"sort":${nested(10_000, '1', 'object')}}`,
    ],
    ['org-get with data nested 50,000 deep', () => orgGet, nested(50_000, '1')],
    ['org-get with an unknown @type', () => orgGet, '{"@type":"probe"}'],
    [
      'tenants-create with a malformed Int64Value',
      () => tenantsCreate,
      '{"name":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"not-a-number"}}',
    ],
  ];
  it.each(signedOutCases)('%s answers unauthenticated and logs no error', async (_label, handler, data) => {
    const errors = vi.spyOn(loggerCommon.UNPATCHED_CONSOLE, 'error');
    const answer = await post(handler(), `{"data":${data}}`);
    expect({ status: answer.status, code: answer.body.error?.status }).toEqual({
      status: 401,
      code: 'UNAUTHENTICATED',
    });
    expect(errors).not.toHaveBeenCalled();
  });

  const publicCases: [string, string, string, string][] = [
    [
      'nested 10,000 arrays deep',
      `{"x":${nested(10_000, '1')}}`,
      'x.0.0.0.0.0.0.0.0.0.0.0.0.0.0.0',
      'Nested deeper than 16 levels',
    ],
    ['naming an unknown @type', '{"@type":"probe"}', '', 'Unsupported "@type"'],
    [
      'with a malformed Int64Value in a field',
      '{"n":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"not-a-number"}}',
      'n',
      'Not a whole number in the 64-bit form',
    ],
  ];
  it.each(publicCases)(
    'a public callable given data %s answers invalid-argument naming the field and rule, logging no error',
    async (_label, data, path, message) => {
      const errors = vi.spyOn(loggerCommon.UNPATCHED_CONSOLE, 'error');
      const answer = await post(healthPing, `{"data":${data}}`);
      expect(answer.status).toBe(400);
      expect(answer.body.error?.status).toBe('INVALID_ARGUMENT');
      expect(answer.body.error?.details).toEqual({ fields: [expect.objectContaining({ path, message })] });
      expect(errors).not.toHaveBeenCalled();
    },
  );

  it('decodes the protocol’s 64-bit integers as before (health-ping refuses the field as unknown, not as undecodable)', async () => {
    const answer = await post(
      healthPing,
      '{"data":{"n":{"@type":"type.googleapis.com/google.protobuf.Int64Value","value":"42"}}}',
    );
    expect(answer.body.error?.details).toEqual({
      fields: [{ path: 'n', rule: 'unknown-field', message: 'Unknown field' }],
    });
  });

  it('still answers a well-formed call', async () => {
    const answer = await post(healthPing, '{"data":{}}');
    expect(answer.status).toBe(200);
    expect(answer.body.result).toMatchObject({ ok: true });
  });
});
