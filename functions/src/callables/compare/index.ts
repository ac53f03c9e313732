import type { AreaCallables } from '../deployed.ts';
import { getComparisonCallable } from './get-comparison.ts';

export const compareCallables = { get: getComparisonCallable } satisfies AreaCallables<'compare'>;
