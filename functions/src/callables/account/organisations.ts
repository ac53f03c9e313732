import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { listOwnOrganisations } from '../../services/account-organisations-service.ts';

export const organisationsCallable = defineCallable(contracts.account.organisations, (_input, ctx) =>
  listOwnOrganisations(ctx, ctx.claims.tid),
);
