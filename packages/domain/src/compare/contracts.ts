import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { comparisonSchema } from './comparison.ts';

export const compareContracts = defineArea('compare', {
  /** Reads the rollup and one assessment summary per tenant: bounded by the tenant limit. */
  get: {
    description:
      'Tenants side by side for one baseline: domain scores of each tenant’s latest completed assessment, ranked, with the portfolio median.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ lineageId: idOf('baseline').optional() }),
    output: comparisonSchema,
  },
});
