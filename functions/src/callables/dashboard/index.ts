import type { AreaCallables } from '../deployed.ts';
import { getDashboardCallable } from './get-dashboard.ts';

export const dashboardCallables = { get: getDashboardCallable } satisfies AreaCallables<'dashboard'>;
