// The REST API (`/api/v1/...`), generated from the contract registry: every contract with an
// `api` path becomes GET (reads, query parameters) or POST (mutations, JSON body) and runs through
// the callables' own pipeline (validation, authorisation, errors) as its API key's principal.
// Around it: the key check, rate limits per key and per organisation, Idempotency-Key on POST,
// no CORS (no Access-Control-* header is ever sent, so browsers on other origins are refused).
import { Hono } from 'hono';
import type { Context } from 'hono';
import { apiKeyRoles } from '@assay/domain/apikeys';
import type { CallableContract } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import type { IdempotencyStore } from '../data/api-requests/idempotency.ts';
import { requestFingerprint } from '../data/api-requests/idempotency.ts';
import type { RateKey, RateLimiter } from '../data/api-requests/rate-limits.ts';
import { httpAnswerOf } from '../core/errors.ts';
import { runCallable } from '../core/pipeline.ts';
import { invalidInput } from '../core/validation.ts';
import { wireDataIssue } from '../core/wire-data.ts';
import type { Handler, Runtime } from '../core/pipeline.ts';
import { checkApiKey, invalidKey, recordKeyUse } from '../services/api-keys-service.ts';
import { bearerText } from '../services/bearer-secrets.ts';
import type { KeyCheckDeps } from '../services/api-keys-service.ts';
import { inputFromQuery } from './query-input.ts';

export const API_BASE_PATH = '/api/v1';
export const IDEMPOTENCY_KEY_MAX = 255;

/** A deployed callable: its contract and handler (what defineCallable keeps beside the onCall). */
export interface ApiOperationSource {
  contract: CallableContract;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each handler is typed against its own contract
  handler: Handler<any, any, any>;
}

export interface ApiDeps {
  runtime: Runtime;
  operations: readonly ApiOperationSource[];
  organisationOf: KeyCheckDeps['organisationOf'];
  rateLimiter: RateLimiter;
  idempotency(tid: string): IdempotencyStore;
  limits: { perKeyPerMinute: number; perOrgPerMinute: number; perAddressPerMinute: number };
  /** The OpenAPI document served at /api/v1/openapi.json. */
  openApi(): unknown;
}

type Answer = { status: number; body: unknown; headers?: Record<string, string> };

function errorAnswer(error: unknown, deps: ApiDeps, context: Record<string, unknown>): Answer {
  const answer = httpAnswerOf(error, deps.runtime.logger, context);
  return { status: answer.status, body: answer.body };
}

/** `/tenants/{tenantId}` → Hono's `/tenants/:tenantId`. */
export function routePath(path: string): string {
  return path.replace(/\{([^}]+)\}/g, ':$1');
}

function send(c: Context, answer: Answer) {
  for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value);
  c.header('Cache-Control', 'no-store');
  return c.json(answer.body as object, answer.status as 200);
}

async function readBody(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw new DomainError('invalid-argument', 'The body is not JSON.', {
      fields: [{ path: '', rule: 'json-object', message: 'Send a JSON object' }],
    });
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    throw new DomainError('invalid-argument', 'The body must be a JSON object.', {
      fields: [{ path: '', rule: 'json-object', message: 'Send a JSON object' }],
    });
  // The callables' bounds on depth and size (core/wire-data.ts): nothing after this walks a body recursively unbounded.
  const issue = wireDataIssue(parsed);
  if (issue) throw invalidInput([issue]);
  return parsed as Record<string, unknown>;
}

/** Path parameters join the input; a body field that disagrees with the path is refused. */
function withPathParams(
  input: Record<string, unknown>,
  params: Record<string, string>,
): Record<string, unknown> {
  for (const [name, value] of Object.entries(params)) {
    if (name in input && input[name] !== value)
      throw new DomainError('invalid-argument', `${name} is given by the path.`, {
        fields: [{ path: name, rule: 'match-path', message: 'Must match the path' }],
      });
    input[name] = value;
  }
  return input;
}

/** What the HTTP function passes with each request: the caller's address as the platform saw it (core/client-address.ts). */
export interface ApiBindings {
  clientAddress: string;
}

export function createApiApp(deps: ApiDeps): Hono<{ Bindings: ApiBindings | undefined }> {
  const app = new Hono<{ Bindings: ApiBindings | undefined }>().basePath(API_BASE_PATH);

  app.get('/openapi.json', (c) => {
    c.header('Cache-Control', 'public, max-age=300');
    return c.json(deps.openApi() as object);
  });

  for (const { contract, handler } of deps.operations) {
    const api = contract.api;
    if (!api) continue;
    const method = contract.mutation ? 'post' : 'get';
    app[method](routePath(api.path), async (c) => {
      const now = deps.runtime.now();
      const ip = c.env?.clientAddress ?? 'unknown';
      const context = { api: contract.name };
      const text = bearerText(c.req.header('authorization'));
      if (!text)
        return send(
          c,
          errorAnswer(
            new DomainError('unauthenticated', 'Send an API key as "Authorization: Bearer <key>".', {
              reason: 'missing-api-key',
            }),
            deps,
            context,
          ),
        );
      // Reads only until the request is admitted: a refused key writes nothing but its counters.
      const check = await checkApiKey(text, {
        organisationOf: deps.organisationOf,
        org: (tid, keyId) =>
          deps.runtime.backend.orgData(tid, {
            actorUid: keyId,
            action: contract.name,
            at: now.toISOString(),
          }),
        now,
      });
      const { limits } = deps;
      const counted: RateKey[] = [];
      if (check.kind === 'valid')
        counted.push(
          { scope: 'key', key: check.grant.keyId, limit: limits.perKeyPerMinute },
          { scope: 'org', key: check.grant.tid, limit: limits.perOrgPerMinute },
        );
      else if (check.keyId) counted.push({ scope: 'key', key: check.keyId, limit: limits.perKeyPerMinute });
      counted.push({ scope: 'address', key: ip, limit: limits.perAddressPerMinute });
      const rate = await deps.rateLimiter.take(counted, now);
      const rateHeaders = {
        'X-RateLimit-Limit': String(rate.limit),
        'X-RateLimit-Remaining': String(rate.remaining),
        'X-RateLimit-Reset': String(Math.ceil(rate.resetAt.getTime() / 1000)),
      };
      if (!rate.allowed) {
        const retryAfter = String(Math.max(1, Math.ceil((rate.resetAt.getTime() - now.getTime()) / 1000)));
        return send(c, {
          status: 429,
          body: {
            code: 'resource-exhausted',
            message: 'Too many requests. Wait and try again.',
            details: { reason: 'rate-limited' },
          },
          headers: { ...rateHeaders, 'Retry-After': retryAfter },
        });
      }

      try {
        await recordKeyUse(check, {
          now,
          ip,
          securityLog: deps.runtime.backend.securityLog(),
          operation: contract.name,
        });
      } catch (error) {
        return send(c, { ...errorAnswer(error, deps, context), headers: rateHeaders });
      }
      if (check.kind !== 'valid')
        return send(c, { ...errorAnswer(invalidKey(), deps, context), headers: rateHeaders });
      const { grant } = check;

      const idempotencyKey = contract.mutation ? c.req.header('idempotency-key') : undefined;
      const store = idempotencyKey ? deps.idempotency(grant.tid) : null;
      try {
        const input = withPathParams(
          contract.mutation ? await readBody(c) : inputFromQuery(contract, c.req.queries()),
          c.req.param(),
        );
        if (idempotencyKey !== undefined && store) {
          if (idempotencyKey.length === 0 || idempotencyKey.length > IDEMPOTENCY_KEY_MAX)
            throw new DomainError(
              'invalid-argument',
              `The Idempotency-Key header must be 1 to ${IDEMPOTENCY_KEY_MAX} characters.`,
              {
                fields: [
                  {
                    path: 'Idempotency-Key',
                    rule: 'key-length',
                    params: { max: IDEMPOTENCY_KEY_MAX },
                    message: `1 to ${IDEMPOTENCY_KEY_MAX} characters`,
                  },
                ],
              },
            );
          const reservation = await store.reserve(
            grant.keyId,
            idempotencyKey,
            requestFingerprint('POST', api.path, input),
            now,
          );
          if (reservation.kind === 'replay')
            return send(c, {
              status: reservation.status,
              body: reservation.body,
              headers: { ...rateHeaders, 'Idempotent-Replayed': 'true' },
            });
          if (reservation.kind === 'in-progress')
            throw new DomainError(
              'aborted',
              'A request with this Idempotency-Key is still running. Try again in a moment.',
            );
          if (reservation.kind === 'mismatch')
            throw new DomainError('invalid-argument', 'This Idempotency-Key was used with another request.', {
              fields: [
                { path: 'Idempotency-Key', rule: 'key-reused', message: 'Already used with another request' },
              ],
            });
        }
        let answer: Answer;
        try {
          const output = await runCallable(
            contract,
            handler,
            {
              apiKey: {
                keyId: grant.keyId,
                tid: grant.tid,
                role: apiKeyRoles[grant.scope],
                tenantIds: grant.tenantIds,
              },
              data: input,
              ip,
            },
            deps.runtime,
          );
          answer = { status: 200, body: output };
        } catch (error) {
          answer = errorAnswer(error, deps, context);
        }
        if (store && idempotencyKey) {
          // A failure on our side may succeed when retried: forget it. Any other answer is final.
          if (answer.status >= 500) await store.release(grant.keyId, idempotencyKey);
          else await store.complete(grant.keyId, idempotencyKey, answer);
        }
        return send(c, { ...answer, headers: rateHeaders });
      } catch (error) {
        return send(c, { ...errorAnswer(error, deps, context), headers: rateHeaders });
      }
    });
  }

  app.notFound((c) =>
    send(c, {
      status: 404,
      body: { code: 'not-found', message: 'No such API operation. See /api/v1/openapi.json.' },
    }),
  );
  app.onError((error, c) => send(c, errorAnswer(error, deps, { api: c.req.path })));
  return app;
}
