import { toAppError } from '@assay/client';
import { roleAtLeast } from '@assay/domain/roles';
import { useSession } from '@assay/auth/react';
import { EmptyState, ErrorState, LoadingState, NotFoundPage, Stack, TabsNav } from '@assay/ui';
import { useParams } from 'react-router';
import { paths } from '../../config/paths.ts';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';
import { tenantLimitReason } from '../../features/organisation/plan-room.ts';
import { useTenant } from '../../features/tenants/api/get-tenant.ts';
import { EditTenantDialog } from '../../features/tenants/components/edit-tenant-dialog.tsx';
import { TenantHeader } from '../../features/tenants/components/tenant-header.tsx';
import { TenantSettings } from '../../features/tenants/components/tenant-settings.tsx';

export const tenantTabs = [
  { id: 'overview', label: 'Overview', empty: 'Scores by domain and their trend appear here once an assessment is completed.' },
  { id: 'assessments', label: 'Assessments', empty: 'Assessments of this tenant against a baseline will be listed here.' },
  { id: 'roadmap', label: 'Roadmap', empty: 'Remediation items generated from assessment gaps will appear here.' },
  { id: 'sharing', label: 'Sharing', empty: "Share this tenant read-only with its own people; they will be listed here." },
  { id: 'settings', label: 'Settings', empty: '' },
] as const;

export function Component() {
  const { tenantId = '', tab = 'overview', focus } = useParams();
  const { session } = useSession();
  const tid = session?.tid ?? '';
  const query = useTenant(tid, tenantId);
  const organisation = useOrganisation(tid);
  const current = tenantTabs.find((t) => t.id === tab);

  if (query.isPending && query.fetchStatus === 'paused') {
    return <EmptyState icon="offline" title="You are offline" description="This tenant loads as soon as the connection returns." />;
  }
  if (query.isPending) return <LoadingState label="Loading tenant" />;
  if (query.isError) {
    const error = toAppError(query.error);
    if (error.code === 'not-found' || error.code === 'invalid-argument') return <NotFoundPage standalone={false} />;
    return <ErrorState title="This tenant could not be loaded" message={error.message} onRetry={() => void query.refetch()} />;
  }
  const tenant = query.data;
  const canEdit = roleAtLeast(session?.role, 'editor') && tenant.status === 'active';
  if (!current) return <NotFoundPage standalone={false} />;

  return (
    <Stack gap="lg">
      <TenantHeader tenant={tenant} actions={canEdit ? <EditTenantDialog tid={tid} tenant={tenant} /> : undefined} />
      <TabsNav
        label="Tenant sections"
        items={tenantTabs.map((t) => ({ to: paths.tenant(tenant.id, t.id, focus), label: t.label, active: t.id === current.id }))}
      />
      <section aria-label={current.label}>
        {current.id === 'settings' ? (
          <TenantSettings tid={tid} tenant={tenant} canArchive={roleAtLeast(session?.role, 'admin')} restoreBlockedReason={tenantLimitReason(organisation.data)} />
        ) : (
          <EmptyState icon="clipboard" title={`No ${current.label.toLowerCase()} yet`} description={current.empty} />
        )}
      </section>
    </Stack>
  );
}
