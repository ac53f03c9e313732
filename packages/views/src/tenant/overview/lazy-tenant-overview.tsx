import { LoadingState } from '@assay/ui';
import { m } from '@assay/messages';
import { lazy, Suspense, useEffect } from 'react';
import type { TenantOverviewProps } from './tenant-overview.tsx';

// Charts, tables and the focus picker load with the tab, not with the page: the shared
// portal's first route is the tenant page, and its bundle must not grow with the overview.
const load = () => import('./tenant-overview.tsx');
const Overview = lazy(() => load().then((module) => ({ default: module.TenantOverview })));

/** The overview tab, loaded when first shown; `loading` while the caller fetches its data. */
export function LazyTenantOverview({
  loading = false,
  ...props
}: TenantOverviewProps & { loading?: boolean }) {
  // The module downloads while the caller's data does, not after it (issue 35: on a phone the
  // overview's scores waited ~0.4 s for these chunks once the latest assessment had arrived).
  useEffect(() => void load(), []);
  const fallback = <LoadingState label={m.overview_loading()} />;
  return loading ? fallback : <Suspense fallback={fallback}>{<Overview {...props} />}</Suspense>;
}
