import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getPlatformOrganisation } from '../../services/platform-organisations-service.ts';

export const getOrganisationCallable = defineCallable(contracts.service.getOrganisation, (input, ctx) =>
  getPlatformOrganisation(ctx.platform, input, ctx.now),
);
