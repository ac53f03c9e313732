// The only onCall of the codebase: every callable is a contract plus a handler. What a function
// needs to be discovered and to start (its options, this module) is light; the pipeline, the
// firebase-admin runtime and the handler's own code load on its first request, so an instance of
// one callable never loads the others' code (src/index.ts deploys every callable lazily).
import { onCall } from 'firebase-functions/v2/https';
import type { Request } from 'firebase-functions/v2/https';
import type { FieldIssue } from '@assay/domain/errors';
import type { Access, CallableContract } from '@assay/domain/contracts';
import type { z } from 'zod';
import * as logger from 'firebase-functions/logger';
import { needsOf } from '../config/needs.ts';
import { env } from '../env.ts';
import { toHttpsError } from './errors.ts';
import type { Handler, runCallable } from './pipeline.ts';
import type { defaultRuntime } from './runtime.ts';
import { clientAddress } from './client-address.ts';
import { replayProtected } from './replay.ts';
import { wireDataIssue } from './wire-data.ts';

export const REGION = 'us-central1';
/** Same as the client's call time-out (SPEC §6). */
export const TIMEOUT_SECONDS = 70;

/** What the guard refused in a request's `data` (the request object reaches the handler as `rawRequest`). */
const refusedData = new WeakMap<object, FieldIssue>();

/**
 * Runs before firebase-functions decodes `data`: data its decoder cannot take safely (too deep,
 * too large, a bad `@type`) is replaced by null and its issue kept for the pipeline, which
 * refuses it as invalid input once the caller is authenticated and authorised.
 */
function guardDecode<F extends (req: Request, res: never) => unknown>(callable: F): F {
  const guarded = (req: Request, res: never) => {
    const body = req.body as { data?: unknown } | undefined;
    if (body !== null && typeof body === 'object' && 'data' in body) {
      const issue = wireDataIssue(body.data);
      if (issue) {
        refusedData.set(req, issue);
        body.data = null;
      }
    }
    return callable(req, res);
  };
  // Keep what the deploy and the emulators read from the function (__endpoint, __trigger, run).
  const {
    length: _length,
    name: _name,
    prototype: _prototype,
    ...rest
  } = Object.getOwnPropertyDescriptors(callable);
  return Object.defineProperties(guarded, rest) as unknown as F;
}

/** The pipeline and its firebase-admin runtime, imported once, on the first request. */
let pipelineModules:
  Promise<{ runCallable: typeof runCallable; defaultRuntime: typeof defaultRuntime }> | undefined;
const loadPipeline = () =>
  (pipelineModules ??= Promise.all([import('./pipeline.ts'), import('./runtime.ts')]).then(
    ([pipeline, runtime]) => ({ runCallable: pipeline.runCallable, defaultRuntime: runtime.defaultRuntime }),
  ));

/**
 * Deploys `contract`, running each request through the pipeline with the handler `handlerOf` gives.
 * The secrets its area needs are bound to it, and a deployment lacking one of its settings answers
 * failed-precondition naming it before anything else runs (config/needs.ts).
 */
function deploy<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  contract: CallableContract<I, O, A>,
  handlerOf: () => Handler<I, O, A> | Promise<Handler<I, O, A>>,
) {
  const needs = needsOf(contract);
  return guardDecode(
    onCall(
      {
        region: REGION,
        timeoutSeconds: TIMEOUT_SECONDS,
        enforceAppCheck: env.enforceAppCheck,
        // Replay protection costs an App Check round trip: only where a replay would hurt.
        consumeAppCheckToken: env.enforceAppCheck && replayProtected(contract),
        secrets: needs.secrets,
      },
      async (request) => {
        try {
          needs.check();
        } catch (error) {
          throw toHttpsError(error, logger, { callable: contract.name });
        }
        const [pipeline, handler] = await Promise.all([loadPipeline(), handlerOf()]);
        return pipeline.runCallable(
          contract,
          handler,
          {
            auth: request.auth
              ? { uid: request.auth.uid, token: request.auth.token as unknown as Record<string, unknown> }
              : null,
            app: request.app ? { alreadyConsumed: request.app.alreadyConsumed === true } : null,
            data: request.data,
            dataIssue: refusedData.get(request.rawRequest) ?? null,
            ip: clientAddress(request.rawRequest, !env.isEmulator),
          },
          pipeline.defaultRuntime(),
        );
      },
    ),
  );
}

/**
 * A callable: `contract` plus `handler`, which receives parsed input and a context shaped by the
 * contract's audience. Each area's index lists its callables; src/index.ts deploys them lazily.
 */
export function defineCallable<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  contract: CallableContract<I, O, A>,
  handler: Handler<I, O, A>,
) {
  const callable = deploy(contract, () => handler);
  // The REST API runs the same contract and handler through the same pipeline.
  const described: { contract: CallableContract; handler: Handler<I, O, A> } = { contract, handler };
  return Object.assign(callable, described);
}

/**
 * Deploys `contract` with a handler imported on the first request (`load`), as src/index.ts
 * deploys every callable: an instance starts without any handler's code. When Cloud Functions
 * runs this very function (FUNCTION_TARGET), the import starts at once, while the instance starts.
 */
export function deployLazily<A extends Access>(
  contract: CallableContract<z.ZodType, z.ZodType, A>,
  load: () => Promise<{ handler: Handler<z.ZodType, z.ZodType, A> }>,
) {
  let loading: Promise<Handler<z.ZodType, z.ZodType, A>> | undefined;
  const handlerOf = () => (loading ??= load().then((callable) => callable.handler));
  const callable = deploy(contract, handlerOf);
  if (env.functionTarget === contract.name) void Promise.all([loadPipeline(), handlerOf()]);
  return Object.assign(callable, {
    contract,
    /** Imports what the first request needs (the pipeline and the handler's code); the cold-start bench calls it. */
    load: () => Promise.all([loadPipeline(), handlerOf()]).then(() => undefined),
  });
}
