// The only onCall of the codebase: every callable is a contract plus a handler.
import { onCall } from 'firebase-functions/v2/https';
import type { Access, CallableContract } from '@assay/domain/contracts';
import type { z } from 'zod';
import { env } from '../env.ts';
import { replayProtected, runCallable } from './pipeline.ts';
import type { Handler } from './pipeline.ts';
import { defaultRuntime } from './runtime.ts';

export const REGION = 'us-central1';
/** Same as the client's call time-out (SPEC §6). */
export const TIMEOUT_SECONDS = 70;

/**
 * Deploys `handler` under `contract.name` (export it as `{ area: { operation } }` from index.ts).
 * The handler receives parsed input and a context shaped by the contract's audience.
 */
export function defineCallable<I extends z.ZodType, O extends z.ZodType, A extends Access>(
  contract: CallableContract<I, O, A>,
  handler: Handler<I, O, A>,
) {
  const callable = onCall(
    {
      region: REGION,
      timeoutSeconds: TIMEOUT_SECONDS,
      enforceAppCheck: env.enforceAppCheck,
      // Replay protection costs an App Check round trip: only where a replay would hurt.
      consumeAppCheckToken: env.enforceAppCheck && replayProtected(contract),
    },
    (request) =>
      runCallable(
        contract,
        handler,
        {
          auth: request.auth
            ? { uid: request.auth.uid, token: request.auth.token as unknown as Record<string, unknown> }
            : null,
          app: request.app ? { alreadyConsumed: request.app.alreadyConsumed === true } : null,
          data: request.data,
          ip: request.rawRequest?.ip ?? null,
        },
        defaultRuntime(),
      ),
  );
  // The REST API runs the same contract and handler through the same pipeline.
  const described: { contract: CallableContract; handler: Handler<I, O, A> } = { contract, handler };
  return Object.assign(callable, described);
}
