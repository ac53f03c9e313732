import { LoadingState } from '@assay/ui';
import { m } from '@assay/messages';
import { lazy, Suspense } from 'react';
import type { TenantOverviewProps } from './tenant-overview.tsx';

// Charts, tables and the focus picker load with the tab, not with the page: the shared
// portal's first route is the tenant page, and its bundle must not grow with the overview.
const Overview = lazy(() =>
  import('./tenant-overview.tsx').then((module) => ({ default: module.TenantOverview })),
);

/** The overview tab, loaded when first shown; `loading` while the caller fetches its data. */
export function LazyTenantOverview({
  loading = false,
  ...props
}: TenantOverviewProps & { loading?: boolean }) {
  const fallback = <LoadingState label={m.overview_loading()} />;
  return loading ? fallback : <Suspense fallback={fallback}>{<Overview {...props} />}</Suspense>;
}
