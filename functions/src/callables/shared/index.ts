import type { AreaCallables } from '../deployed.ts';
import { sharedAssessmentCallable } from './shared-assessment.ts';
import { sharedOverviewCallable } from './shared-overview.ts';

export const sharedCallables = {
  overview: sharedOverviewCallable,
  assessment: sharedAssessmentCallable,
} satisfies AreaCallables<'shared'>;
