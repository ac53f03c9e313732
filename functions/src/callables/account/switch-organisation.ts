import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { switchOrganisation } from '../../services/account-organisations-service.ts';

export const switchOrganisationCallable = defineCallable(contracts.account.switchOrganisation, (input, ctx) =>
  switchOrganisation(ctx.self, ctx.memberships, input.organisationId),
);
