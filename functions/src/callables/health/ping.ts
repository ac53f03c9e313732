import { healthContracts } from '@assay/domain/health';
import { defineCallable } from '../../core/define-callable.ts';
import type { ContextFor } from '../../core/context.ts';

/** No auth, no reads: the latency of the wrapper alone, the baseline of `pnpm bench`. */
export const ping = (_input: unknown, ctx: ContextFor<{ audience: 'public' }>) => ({
  ok: true as const,
  at: ctx.now.toISOString(),
});

export const pingCallable = defineCallable(healthContracts.ping, ping);
