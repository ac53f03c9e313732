import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { updateProfile } from '../../services/org-service.ts';

export const updateProfileCallable = defineCallable(contracts.org.updateProfile, (input, ctx) =>
  updateProfile(ctx.org, input),
);
