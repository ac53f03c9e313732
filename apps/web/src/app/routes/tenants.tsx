import { roleAtLeast } from '@assay/domain/roles';
import { useSession } from '@assay/auth/react';
import { Banner, PageHeader, Stack } from '@assay/ui';
import type { PrefetchContext } from '@assay/views/app';
import {
  organisationQueryOptions,
  useOrganisation,
} from '../../features/organisation/api/get-organisation.ts';
import { planLabel, tenantLimitReason } from '../../features/organisation/plan-room.ts';
import { CreateTenantDialog } from '../../features/tenants/components/create-tenant-dialog.tsx';
import { TenantFilterBar } from '../../features/tenants/components/tenant-filter-bar.tsx';
import { TenantsTable } from '../../features/tenants/components/tenants-table.tsx';
import { useTenantFilters } from '../../features/tenants/hooks/use-tenant-filters.ts';

export const prefetch = (context: PrefetchContext) =>
  context.queryClient.prefetchQuery(organisationQueryOptions(context));

export function Component() {
  const { session } = useSession();
  const [filters, setFilters] = useTenantFilters();
  const organisation = useOrganisation();
  const canEdit = roleAtLeast(session?.role, 'editor');
  const overview = organisation.data;
  const limitReason = tenantLimitReason(overview);
  const create = canEdit ? <CreateTenantDialog disabledReason={limitReason} /> : undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tenants"
        description={
          overview
            ? `${overview.usage.tenants} of ${overview.limits.tenants} active tenants on the ${planLabel(overview)}.`
            : 'The organisations you assess.'
        }
        actions={create}
      />
      {canEdit && limitReason && <Banner tone="warning">{limitReason}</Banner>}
      <TenantFilterBar filters={filters} onChange={setFilters} />
      <TenantsTable
        filters={filters}
        onSortChange={(sort) => setFilters({ sort })}
        canArchive={roleAtLeast(session?.role, 'admin')}
        restoreBlockedReason={limitReason}
        emptyAction={create}
      />
    </Stack>
  );
}
