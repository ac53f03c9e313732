import type { AreaCallables } from '../deployed.ts';
import { approveCallable } from './approve.ts';
import { assessmentCallable } from './assessment.ts';
import { assessmentsCallable } from './assessments.ts';
import { breakGlassCallable } from './break-glass.ts';
import { denyCallable } from './deny.ts';
import { listCallable } from './list.ts';
import { requestCallable } from './request.ts';
import { revokeCallable } from './revoke.ts';
import { roadmapCallable } from './roadmap.ts';
import { statusCallable } from './status.ts';
import { tenantsCallable } from './tenants.ts';
import { withdrawCallable } from './withdraw.ts';

export const supportCallables = {
  request: requestCallable,
  breakGlass: breakGlassCallable,
  status: statusCallable,
  tenants: tenantsCallable,
  assessments: assessmentsCallable,
  assessment: assessmentCallable,
  roadmap: roadmapCallable,
  withdraw: withdrawCallable,
  list: listCallable,
  approve: approveCallable,
  deny: denyCallable,
  revoke: revokeCallable,
} satisfies AreaCallables<'support'>;
