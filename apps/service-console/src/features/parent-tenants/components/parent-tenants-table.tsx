import { paths } from '@assay/auth';
import { toAppError, useCursorPages } from '@assay/client';
import type { ParentTenantSummary } from '@assay/domain/service';
import { planNames } from '@assay/domain/plans/labels';
import { Badge, CursorPager, EmptyState, ErrorState, RelativeTime, Stack, Table, type TableColumn } from '@assay/ui';
import { Link } from 'react-router';
import { useParentTenants } from '../api/list-parent-tenants.ts';

const columns: TableColumn<ParentTenantSummary>[] = [
  { id: 'name', header: 'Organisation', nowrap: true, cell: (row) => <Link to={paths.serviceTenant({ tid: row.organisation.id })}>{row.organisation.name}</Link> },
  { id: 'plan', header: 'Plan', cell: (row) => <Badge tone={row.organisation.plan === 'free' ? 'neutral' : 'accent'}>{planNames[row.organisation.plan]}</Badge> },
  { id: 'tenants', header: 'Tenants', align: 'end', cell: (row) => row.usage.tenants },
  { id: 'members', header: 'Members', align: 'end', cell: (row) => row.usage.members },
  { id: 'created', header: 'Created', nowrap: true, cell: (row) => <RelativeTime value={row.organisation.createdAt} /> },
];

export function ParentTenantsTable() {
  const pages = useCursorPages('');
  const query = useParentTenants(pages.cursor);
  if (query.isError) return <ErrorState title="Organisations could not be loaded" message={toAppError(query.error).message} onRetry={() => void query.refetch()} />;
  const page = query.data;
  return (
    <Stack gap="md">
      <Table
        caption="Organisations"
        columns={columns}
        rows={page?.items ?? []}
        getRowId={(row) => row.organisation.id}
        loading={query.isPending}
        emptyState={<EmptyState icon="building" title="No organisations yet" description="Organisations appear here when people sign up." />}
      />
      {page && (
        <CursorPager
          summary={`${page.total} ${page.total === 1 ? 'organisation' : 'organisations'}`}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(page.nextCursor)}
          onPrevious={pages.previous}
          onNext={() => page.nextCursor && pages.next(page.nextCursor)}
        />
      )}
    </Stack>
  );
}
