import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listBaselines } from '../../services/baselines-service.ts';

export const listBaselinesCallable = defineCallable(contracts.baselines.list, (_input, ctx) =>
  listBaselines(ctx.org),
);
