import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { dashboardSchema } from './portfolio.ts';

export const dashboardContracts = defineArea('dashboard', {
  /** The portfolio at a glance, from summary documents only: bounded reads whatever the portfolio's size. */
  get: {
    description:
      'The portfolio dashboard: scores per baseline, ranked tenants, work in progress, due items and recent activity.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: dashboardSchema,
  },
});
