import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getServiceOrganisation } from '../../services/platform-organisations-service.ts';

export const getOrganisationCallable = defineCallable(contracts.service.getOrganisation, (input, ctx) =>
  getServiceOrganisation(ctx.platform, input, ctx.now),
);
