// The only onCall of the codebase: every callable is a contract plus a handler.
import { onCall } from 'firebase-functions/v2/https';
import type { Request } from 'firebase-functions/v2/https';
import type { FieldIssue } from '@assay/domain/errors';
import type { Access, CallableContract } from '@assay/domain/contracts';
import type { z } from 'zod';
import { noNeeds } from '../config/needs.ts';
import type { Needs } from '../config/needs.ts';
import { env } from '../env.ts';
import { toHttpsError } from './errors.ts';
import { replayProtected, runCallable } from './pipeline.ts';
import type { Handler } from './pipeline.ts';
import { clientAddress } from './client-address.ts';
import { defaultRuntime } from './runtime.ts';
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

/**
 * Deploys `handler` under `contract.name` (export it as `{ area: { operation } }` from index.ts).
 * The handler receives parsed input and a context shaped by the contract's audience; `needs`
 * binds the secrets it reads, and a deployment lacking one of its settings answers
 * failed-precondition naming it before anything else runs.
 */
export function defineCallable<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  contract: CallableContract<I, O, A>,
  handler: Handler<I, O, A>,
  needs: Needs = noNeeds,
) {
  const callable = guardDecode(
    onCall(
      {
        region: REGION,
        timeoutSeconds: TIMEOUT_SECONDS,
        enforceAppCheck: env.enforceAppCheck,
        // Replay protection costs an App Check round trip: only where a replay would hurt.
        consumeAppCheckToken: env.enforceAppCheck && replayProtected(contract),
        secrets: needs.secrets,
      },
      (request) => {
        try {
          needs.check();
        } catch (error) {
          throw toHttpsError(error, defaultRuntime().logger, { callable: contract.name });
        }
        return runCallable(
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
          defaultRuntime(),
        );
      },
    ),
  );
  // The REST API runs the same contract and handler through the same pipeline.
  const described: { contract: CallableContract; handler: Handler<I, O, A> } = { contract, handler };
  return Object.assign(callable, described);
}
