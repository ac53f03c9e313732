// @assay/domain/health — liveness of the backend: a public callable that reads nothing, the
// baseline every other callable's latency is compared with (`pnpm bench`).
import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { isoDateTimeSchema } from '../ids/index.ts';

export const healthContracts = defineArea('health', {
  /** Answers at once, without authentication or reads. */
  ping: {
    description: 'Check that the backend answers (no sign-in, no reads).',
    access: { audience: 'public' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ ok: z.literal(true), at: isoDateTimeSchema }),
  },
});
