import { m } from '@assay/messages';
import { roleAtLeast } from '@assay/domain/roles';
import { useSession } from '@assay/auth/react';
import { Banner, PageHeader, Stack } from '@assay/ui';
import type { PrefetchContext } from '@assay/views/app';
import {
  organisationQueryOptions,
  useOrganisation,
} from '../../features/organisation/api/get-organisation.ts';
import { planNames } from '@assay/domain/plans/labels';
import { tenantLimitReason } from '../../features/organisation/plan-room.ts';
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
        title={m.tenants_title()}
        description={
          overview
            ? m.tenants_usage({
                used: overview.usage.tenants,
                limit: overview.limits.tenants,
                plan: planNames[overview.organisation.plan],
              })
            : m.tenants_description()
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
