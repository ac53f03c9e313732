import { tabsOf } from '@assay/auth';
import type { PrefetchContext } from '@assay/views/app';
import { overviewModel } from '@assay/views/tenant/overview-model';
import { sharedAssessmentQueryOptions } from './get-shared-assessment.ts';
import { sharedOverviewQueryOptions } from './get-shared-overview.ts';

/**
 * The tenant page's data, asked by its route as soon as the session is known rather than once the
 * screen has loaded and rendered (issue 35): the overview, then, on the overview tab, the latest
 * assessment it shows (picked by `overviewModel`, as the tab does), or an assessment's results
 * at once. Same query keys as the screen, which finds them in the cache or in flight.
 */
export async function prefetchSharedTenant({
  queryClient,
  params,
  ...context
}: PrefetchContext): Promise<void> {
  const { tenantId, focus } = params;
  if (!tenantId) return;
  const tab = params.tab ?? tabsOf('sharedTenant')[0]?.id;
  if (tab === 'assessments' && focus)
    void queryClient.prefetchQuery(sharedAssessmentQueryOptions(context, tenantId, focus));
  const overview = await queryClient.fetchQuery(sharedOverviewQueryOptions(context, tenantId));
  if (tab !== 'overview') return;
  const latest = overviewModel(overview.assessments, focus).latest;
  if (latest) await queryClient.prefetchQuery(sharedAssessmentQueryOptions(context, tenantId, latest.id));
}
