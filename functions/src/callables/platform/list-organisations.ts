import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listOrganisations } from '../../services/platform-organisations-service.ts';

export const listOrganisationsCallable = defineCallable(contracts.service.listParentTenants, (input, ctx) =>
  listOrganisations(ctx.platform, input, ctx.now),
);
