import { m } from '@assay/messages';
import { paths, tabsOf } from '@assay/auth';
import { useRouteTab } from '@assay/auth/react';
import { toAppError, useQueryContext } from '@assay/client';
import { ErrorState, LoadingState, NotFoundPage } from '@assay/ui';
import { useClientLocale } from '@assay/views/locale';
import { TenantPage, tenantTabLabel } from '@assay/views/tenant';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useDeferredValue, useEffect, useRef, useState } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router';
import { useSharedOverview } from '../api/get-shared-overview.ts';
import { SharedAssessmentsTab } from './shared-assessments-tab.tsx';
import { SharedOverviewTab } from './shared-overview-tab.tsx';
import { SharedShell } from './shared-shell.tsx';

// The roadmap board and an assessment's results (and report) load when they are opened, not with
// the overview a shared user lands on: on a phone their modules, and the zod schemas the roadmap's
// comments pull in, were evaluated in one long task before the overview showed (issue 35).
const SharedRoadmapTab = lazy(() =>
  import('./shared-roadmap-tab.tsx').then((module) => ({ default: module.SharedRoadmapTab })),
);
const SharedResults = lazy(() =>
  import('./shared-results.tsx').then((module) => ({ default: module.SharedResults })),
);
// A component, so the label is read when it renders, in the language chosen by then.
function Loading() {
  return <LoadingState label={m.common_loading()} />;
}
const loading = <Loading />;

/**
 * The tenant page for shared users: read-only, their one tenant. Any other tenant id is the
 * server's not-found, shown as the not-found page (nothing says whether it exists).
 */
export function SharedTenantScreen() {
  const { tenantId = '' } = useParams();
  const { tab, focus } = useRouteTab('sharedTenant');
  const [search] = useSearchParams();
  // Set once the server refuses access (revoked, signed out): nothing is asked or shown any more.
  const [ended, setEnded] = useState<{ sharedBy: string | undefined } | null>(null);
  const query = useSharedOverview(tenantId, { enabled: ended === null });
  // The page built from the answer is a deferred render, which React does in slices: an answer
  // arriving (a store update) would otherwise render the whole page in one long task (issue 35).
  const data = useDeferredValue(query.data);
  // The tenant's client language, unless the shared user chose one (the account menu).
  useClientLocale(query.data?.tenant.clientLanguage);
  const current = tabsOf('sharedTenant').find((t) => t.id === tab);
  const { keys } = useQueryContext();
  const queryClient = useQueryClient();

  // Sharing can be withdrawn at any moment: every tab or page shown asks the server again, so a
  // revoked user meets the refusal there instead of what the cache still holds.
  const { pathname } = useLocation();
  const shownFirst = useRef(pathname);
  const { refetch } = query;
  useEffect(() => {
    if (pathname !== shownFirst.current && !ended) void refetch();
  }, [pathname, refetch, ended]);

  // Refused for access, not for a missing tenant: the page says whom to ask (the organisation,
  // from the last answer) and everything shared is dropped from memory.
  const refusal = query.isError ? toAppError(query.error).code : null;
  if (ended === null && (refusal === 'unauthenticated' || refusal === 'permission-denied'))
    setEnded({ sharedBy: query.data?.organisation.name });
  useEffect(() => {
    if (ended) queryClient.removeQueries({ queryKey: keys.all });
  }, [ended, keys, queryClient]);
  let body;
  if (ended) {
    const by = ended.sharedBy;
    body = (
      <ErrorState
        titleAs="h1"
        title={m.shared_access_ended()}
        message={by ? m.shared_access_ended_by({ organisation: by }) : m.shared_access_ended_plain()}
      />
    );
  } else if (query.isPending) body = <LoadingState label={m.tenant_loading()} />;
  else if (query.isError) {
    const error = toAppError(query.error);
    body =
      error.code === 'not-found' || error.code === 'invalid-argument' ? (
        <NotFoundPage standalone={false} />
      ) : (
        <ErrorState
          title={m.tenant_load_failed()}
          message={error.message}
          onRetry={() => void query.refetch()}
        />
      );
  } else if (!current) body = <NotFoundPage standalone={false} />;
  else if (!data) body = <LoadingState label={m.tenant_loading()} />;
  else if (current.id === 'assessments' && focus) {
    body = (
      <Suspense fallback={loading}>
        <SharedResults
          tenantId={tenantId}
          tenantName={data.tenant.name}
          assessmentId={focus}
          report={search.get('view') === 'report'}
        />
      </Suspense>
    );
  } else {
    const { tenant, organisation, assessments } = data;
    body = (
      <TenantPage
        tenant={tenant}
        shared
        sharedBy={organisation.name}
        // The Assessments tab has no focus: /shared/tenant/{id}/assessments/{x} is an assessment's results.
        tabs={tabsOf('sharedTenant').map((t) => ({
          to: paths.sharedTenant({
            tenantId: tenant.id,
            tab: t.id,
            focus: t.id === 'assessments' ? undefined : focus,
          }),
          label: tenantTabLabel(t),
          active: t.id === current.id,
        }))}
        section={tenantTabLabel(current)}
      >
        {current.id === 'overview' ? (
          <SharedOverviewTab tenantId={tenant.id} assessments={assessments} focus={focus} />
        ) : current.id === 'assessments' ? (
          <SharedAssessmentsTab tenantId={tenant.id} assessments={assessments} />
        ) : (
          <Suspense fallback={loading}>
            <SharedRoadmapTab tenantId={tenant.id} tenantName={tenant.name} />
          </Suspense>
        )}
      </TenantPage>
    );
  }
  return <SharedShell tenantId={tenantId}>{body}</SharedShell>;
}
