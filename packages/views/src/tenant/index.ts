export { domainResults } from '../scores/domain-results.ts';
export type { DomainResult, TrendEntry } from '../scores/types.ts';
export { kindLabel, statusLabel, tenantTabLabel } from './labels.ts';
export { LazyTenantOverview as TenantOverview } from './overview/lazy-tenant-overview.tsx';
export { overviewModel, overviewScores, type OverviewModel } from './overview/overview-model.ts';
export type { OverviewLatest, TenantOverviewProps } from './overview/tenant-overview.tsx';
export { TenantHeader, type TenantHeaderProps } from './tenant-header.tsx';
export { TenantPage, type TenantPageProps } from './tenant-page.tsx';
