import { paths, tabsOf, type TabId } from '@assay/auth';
import { useRouteTab, useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { AppShell, Badge, EmptyState, ErrorState, Inline, LoadingState, NotFoundPage, PageHeader, Stack, TabsNav } from '@assay/ui';
import { Link, useParams } from 'react-router';
import { useSharedTenant } from '../../features/shared-tenant/api/get-shared-tenant.ts';

// What an empty tab says until its capability arrives (the tabs themselves are in the route table).
const emptyTabs: Record<TabId<'sharedTenant'>, string> = {
  overview: 'Scores by domain appear here once an assessment is completed.',
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
      <Stack gap="lg">
        <PageHeader title={tenant.name} description={tenant.description || 'Shared with you read-only.'}>
          <Inline gap="sm">
            <Badge tone="accent">Shared with you</Badge>
            {tenant.tags.map((tag) => (
              <Badge key={tag}>#{tag}</Badge>
            ))}
          </Inline>
        </PageHeader>
        <TabsNav label="Tenant sections" items={tabsOf('sharedTenant').map((t) => ({ to: paths.sharedTenant({ tenantId: tenant.id, tab: t.id, focus }), label: t.label, active: t.id === current.id }))} />
        <section aria-label={current.label}>
          <EmptyState icon="clipboard" title={`No ${current.label.toLowerCase()} yet`} description={emptyTabs[current.id]} />
        </section>
      </Stack>
    );
  }
  return (
    <AppShell productName="Assay" nav={[{ to: paths.sharedTenant({ tenantId }), label: 'Shared tenant', icon: 'building' }]} userMenu={user}>
      {body}
    </AppShell>
  );
}
