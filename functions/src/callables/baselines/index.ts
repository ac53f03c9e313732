import type { AreaCallables } from '../deployed.ts';
import { getBaselineCallable } from './get-baseline.ts';
import { listBaselinesCallable } from './list-baselines.ts';

export const baselinesCallables = {
  list: listBaselinesCallable,
  get: getBaselineCallable,
} satisfies AreaCallables<'baselines'>;
