import { contracts } from '@assay/domain/contracts';
import { defineCallable } from '../../core/define-callable.ts';
import { getDashboard } from '../../services/dashboard-service.ts';

export const getDashboardCallable = defineCallable(contracts.dashboard.get, (_input, ctx) =>
  getDashboard(ctx.org, ctx.now),
);
