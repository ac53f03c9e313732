import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { baselineSummarySchema, baselineVersionSchema } from './baseline.ts';

export const baselinesContracts = defineArea('baselines', {
  /**
   * The library a member can assess against: every published global baseline and every
   * version of the organisation's private baselines (all statuses). Not paged: both sets are
   * small (plan limits, curated global library).
   */
  list: {
    description: 'The published global baselines and the organisation’s private baselines.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ items: z.array(baselineSummarySchema) }),
  },

  /** One version with its domains and controls; another organisation's private baseline is not-found. */
  get: {
    description: 'One baseline version with its domains and controls.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ baselineId: idOf('baseline') }),
    output: baselineVersionSchema,
  },
});
