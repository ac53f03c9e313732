import { paths, tabsOf } from '@assay/auth';
import { useRouteTab, useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { AccountLinks, AppShell, ErrorState, LoadingState, NotFoundPage } from '@assay/ui';
import { TenantPage } from '@assay/views/tenant';
import { Link, useParams, useSearchParams } from 'react-router';
import { useSharedOverview } from '../api/get-shared-overview.ts';
import { SharedAssessmentsTab } from './shared-assessments-tab.tsx';
import { SharedOverviewTab } from './shared-overview-tab.tsx';
import { SharedResults } from './shared-results.tsx';
import { SharedRoadmapTab } from './shared-roadmap-tab.tsx';

/**
 * The tenant page for shared users: read-only, their one tenant. Any other tenant id is the
 * server's not-found, shown as the not-found page (nothing says whether it exists).
 */
export function SharedTenantScreen() {
  const { tenantId = '' } = useParams();
  const { tab, focus } = useRouteTab('sharedTenant');
  const [search] = useSearchParams();
  const { session } = useSession();
  const query = useSharedOverview(tenantId);
  const current = tabsOf('sharedTenant').find((t) => t.id === tab);
  const user = session && (
    <AccountLinks
      who={session.email}
      links={[
        <Link key="sign-out" to={paths.signOut()} reloadDocument aria-label={`Sign out ${session.email}`}>
          Sign out
        </Link>,
      ]}
    />
  );

  let body;
  if (query.isPending) body = <LoadingState label="Loading tenant" />;
  else if (query.isError) {
    const error = toAppError(query.error);
    body =
      error.code === 'not-found' || error.code === 'invalid-argument' ? (
        <NotFoundPage standalone={false} />
      ) : (
        <ErrorState
          title="This tenant could not be loaded"
          message={error.message}
          onRetry={() => void query.refetch()}
        />
      );
  } else if (!current) body = <NotFoundPage standalone={false} />;
  else if (current.id === 'assessments' && focus) {
    body = (
      <SharedResults
        tenantId={tenantId}
        tenantName={query.data.tenant.name}
        assessmentId={focus}
        report={search.get('view') === 'report'}
      />
    );
  } else {
    const { tenant, organisation, assessments } = query.data;
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
          label: t.label,
          active: t.id === current.id,
        }))}
        section={current.label}
      >
        {current.id === 'overview' ? (
          <SharedOverviewTab tenantId={tenant.id} assessments={assessments} focus={focus} />
        ) : current.id === 'assessments' ? (
          <SharedAssessmentsTab tenantId={tenant.id} assessments={assessments} />
        ) : (
          <SharedRoadmapTab tenantId={tenant.id} tenantName={tenant.name} />
        )}
      </TenantPage>
    );
  }
  return (
    <AppShell
      productName="Assay"
      nav={[{ to: paths.sharedTenant({ tenantId }), label: 'Shared tenant', icon: 'building' }]}
      userMenu={user}
    >
      {body}
    </AppShell>
  );
}
