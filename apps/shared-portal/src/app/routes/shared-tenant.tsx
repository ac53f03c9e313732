import { paths, tabsOf, type TabId } from '@assay/auth';
import { useRouteTab, useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { AppShell, EmptyState, ErrorState, LoadingState, NotFoundPage } from '@assay/ui';
import { TenantOverview, TenantPage } from '@assay/views/tenant';
import { Link, useParams } from 'react-router';
import { useSharedTenant } from '../../features/shared-tenant/api/get-shared-tenant.ts';

// What an empty tab says until its capability arrives (the tabs themselves are in the route table).
const emptyTabs: Record<Exclude<TabId<'sharedTenant'>, 'overview'>, string> = {
  assessments: 'Results of completed assessments will be listed here.',
  roadmap: 'The remediation roadmap will appear here; you can comment and update items assigned to you.',
};

/** The tenant page for shared users: read-only, one tenant. */
export function Component() {
  const { tenantId = '' } = useParams();
  const { tab, focus } = useRouteTab('sharedTenant');
  const { session } = useSession();
  const query = useSharedTenant(tenantId);
  const current = tabsOf('sharedTenant').find((t) => t.id === tab);
  const user = session && (
    <span>
      {session.email} · <Link to={paths.signOut()} reloadDocument>Sign out</Link>
    </span>
  );

  let body;
  if (query.isPending) body = <LoadingState label="Loading tenant" />;
  else if (query.isError) {
    const error = toAppError(query.error);
    body = error.code === 'not-found' ? <NotFoundPage standalone={false} /> : <ErrorState title="This tenant could not be loaded" message={error.message} onRetry={() => void query.refetch()} />;
  } else if (!current) body = <NotFoundPage standalone={false} />;
  else {
    const tenant = query.data;
    body = (
      <TenantPage
        tenant={tenant}
        shared
        tabs={tabsOf('sharedTenant').map((t) => ({ to: paths.sharedTenant({ tenantId: tenant.id, tab: t.id, focus }), label: t.label, active: t.id === current.id }))}
        section={current.label}
      >
        {current.id === 'overview' ? (
          <TenantOverview baselines={[]} focus={focus} latest={null} trend={[]} />
        ) : (
          <EmptyState icon="clipboard" title={`No ${current.label.toLowerCase()} yet`} description={emptyTabs[current.id]} />
        )}
      </TenantPage>
    );
  }
  return (
    <AppShell productName="Assay" nav={[{ to: paths.sharedTenant({ tenantId }), label: 'Shared tenant', icon: 'building' }]} userMenu={user}>
      {body}
    </AppShell>
  );
}
