import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getOrganisation } from '../../services/org-service.ts';

export const getOrgCallable = defineCallable(contracts.org.get, (_input, ctx) => getOrganisation(ctx.org));
