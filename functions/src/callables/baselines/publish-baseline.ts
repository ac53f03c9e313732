import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { publishBaseline, orgScope } from '../../services/baselines-admin-service.ts';

export const publishBaselineCallable = defineCallable(contracts.baselines.publish, (input, ctx) =>
  publishBaseline(orgScope(ctx.org), input, ctx.uid, ctx.now),
);
