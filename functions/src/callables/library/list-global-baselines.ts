import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listGlobalBaselines } from '../../services/library-service.ts';

export const listGlobalBaselinesCallable = defineCallable(contracts.library.list, (_input, ctx) =>
  listGlobalBaselines(ctx.platform),
);
