import { roleAtLeast } from '@assay/domain/roles';
import { useSession } from '@assay/auth/react';
import { Banner, Inline, PageHeader, Select, Stack, TextField } from '@assay/ui';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { tenantStatusFilters } from '@assay/domain/tenants';
import { useOrganisation } from '../../features/organisation/api/get-organisation.ts';
import { CreateTenantDialog } from '../../features/tenants/components/create-tenant-dialog.tsx';
import { TenantsTable } from '../../features/tenants/components/tenants-table.tsx';
import { useTenantFilters } from '../../features/tenants/hooks/use-tenant-filters.ts';
import { parseTags } from '../../features/tenants/tags.ts';

const statusLabels = { active: 'Active', archived: 'Archived', all: 'All' } as const;

export function Component() {
  const { session } = useSession();
  const tid = session?.tid ?? '';
  const [filters, setFilters] = useTenantFilters();
  const organisation = useOrganisation(tid);
  const canEdit = roleAtLeast(session?.role, 'editor');
  const overview = organisation.data;
  // Limits show before the user hits them (SPEC §4); the server enforces them regardless.
  const limitReason =
    overview && overview.usage.tenants >= overview.limits.tenants
      ? `Your ${overview.organisation.plan} plan allows ${overview.limits.tenants} active tenants. Archive one or upgrade your plan to add more.`
      : undefined;
  const create = canEdit ? <CreateTenantDialog tid={tid} disabledReason={limitReason} /> : undefined;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Tenants"
        description={overview ? `${overview.usage.tenants} of ${overview.limits.tenants} active tenants on the ${overview.organisation.plan} plan.` : 'The organisations you assess.'}
        actions={create}
      />
      {canEdit && limitReason && (
        <Banner tone="warning" action={<Link to={paths.admin()}>See plans</Link>}>
          {limitReason}
        </Banner>
      )}
      <Inline gap="md" align="flex-end" wrap>
        <TextField label="Search" type="search" value={filters.search} onValueChange={(search) => setFilters({ search })} debounce={250} maxLength={60} placeholder="Name starts with…" />
        <Select
          label="Status"
          value={filters.status}
          onValueChange={(status) => setFilters({ status: status as typeof filters.status })}
          options={tenantStatusFilters.map((value) => ({ value, label: statusLabels[value] }))}
        />
        <TextField label="Tags" value={filters.tags.join(', ')} onValueChange={(tags) => setFilters({ tags: parseTags(tags) })} debounce={400} placeholder="eu, critical-supplier" />
        <TextField label="Group" value={filters.group} onValueChange={(group) => setFilters({ group: group.trim() })} debounce={400} maxLength={60} />
      </Inline>
      <TenantsTable tid={tid} filters={filters} onSortChange={(sort) => setFilters({ sort })} canArchive={roleAtLeast(session?.role, 'admin')} emptyAction={create} />
    </Stack>
  );
}
