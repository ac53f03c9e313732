import { toAppError } from '@assay/client';
import type { Tenant } from '@assay/domain';
import { Badge, Button, ConfirmDialog, EmptyState, ErrorState, Inline, Stack, Table, useToast, type TableColumn } from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { useTenants } from '../api/list-tenants.ts';
import { useSetTenantArchived } from '../api/update-tenant.ts';
import type { TenantFilters } from '../hooks/use-tenant-filters.ts';

const PAGE_SIZE = 25;
const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium' });

interface Props {
  tid: string;
  filters: TenantFilters;
  onSortChange: (sort: TenantFilters['sort']) => void;
  canArchive: boolean;
  emptyAction?: React.ReactNode;
}

/** One page of tenants at a time, cursor-paginated; archive with confirmation and undo. */
export function TenantsTable({ tid, filters, onSortChange, canArchive, emptyAction }: Props) {
  // Cursors of the pages before the current one; the last entry is the current page's cursor.
  const [cursors, setCursors] = useState<(string | undefined)[]>([undefined]);
  const [filterKey, setFilterKey] = useState(JSON.stringify(filters));
  if (filterKey !== JSON.stringify(filters)) {
    setFilterKey(JSON.stringify(filters));
    setCursors([undefined]);
  }
  const cursor = cursors[cursors.length - 1];
  const query = useTenants(tid, {
    search: filters.search || undefined,
    status: filters.status,
    tags: filters.tags.length ? filters.tags : undefined,
    group: filters.group || undefined,
    sort: filters.sort,
    pageSize: PAGE_SIZE,
    cursor,
  });
  const archive = useSetTenantArchived(tid);
  const { toast } = useToast();
  const [pending, setPending] = useState<Tenant | null>(null);

  function setArchived(tenant: Tenant, archived: boolean) {
    return archive.mutateAsync({ tenantId: tenant.id, archived }).then(
      () =>
        toast({
          title: archived ? `${tenant.name} archived` : `${tenant.name} restored`,
          tone: 'success',
          action: archived ? { label: 'Undo', onClick: () => void setArchived(tenant, false) } : undefined,
        }),
      (error: unknown) => {
        toast({ title: toAppError(error).message, tone: 'danger' });
        throw error;
      },
    );
  }

  const columns: TableColumn<Tenant>[] = [
    { id: 'name', header: 'Name', sortable: true, cell: (t) => <Link to={paths.tenant(t.id)}>{t.name}</Link> },
    { id: 'kind', header: 'Kind', cell: (t) => t.kind },
    { id: 'tags', header: 'Tags', cell: (t) => <Inline gap="xs">{t.tags.map((tag) => <Badge key={tag}>{tag}</Badge>)}</Inline> },
    { id: 'group', header: 'Group', cell: (t) => t.group ?? '—' },
    { id: 'status', header: 'Status', cell: (t) => <Badge tone={t.status === 'active' ? 'success' : 'neutral'}>{t.status}</Badge> },
    { id: 'updatedAt', header: 'Updated', sortable: true, cell: (t) => dateFormat.format(new Date(t.updatedAt)) },
    { id: 'createdAt', header: 'Created', sortable: true, cell: (t) => dateFormat.format(new Date(t.createdAt)) },
    ...(canArchive
      ? [{
          id: 'actions',
          header: 'Actions',
          cell: (t: Tenant) =>
            t.status === 'active' ? (
              <Button size="sm" variant="ghost" onClick={() => setPending(t)} aria-label={`Archive ${t.name}`}>Archive</Button>
            ) : (
              <Button size="sm" variant="ghost" onClick={() => void setArchived(t, false)} aria-label={`Restore ${t.name}`}>Restore</Button>
            ),
        }]
      : []),
  ];

  if (query.isError) {
    return <ErrorState title="Tenants could not be loaded" message={toAppError(query.error).message} onRetry={() => void query.refetch()} />;
  }
  const page = query.data;
  const filtered = Boolean(filters.search || filters.tags.length || filters.group || filters.status !== 'active');
  return (
    <Stack gap="md">
      <Table
        caption="Tenants"
        columns={columns}
        rows={page?.items ?? []}
        getRowId={(t) => t.id}
        loading={query.isPending}
        sort={{ id: filters.sort.field, direction: filters.sort.direction }}
        onSortChange={(sort) => onSortChange({ field: sort.id as TenantFilters['sort']['field'], direction: sort.direction })}
        emptyState={
          filtered ? (
            <EmptyState icon="search" title="No tenants match" description="Try another search or clear the filters." />
          ) : (
            <EmptyState icon="building" title="No tenants yet" description="Create the first organisation you assess." action={emptyAction} />
          )
        }
      />
      {page && (
        <Inline gap="sm" justify="space-between" align="center">
          <span aria-live="polite">
            {page.total} {page.total === 1 ? 'tenant' : 'tenants'}
            {cursors.length > 1 ? ` · page ${cursors.length}` : ''}
          </span>
          <Inline gap="sm">
            <Button variant="soft" size="sm" disabled={cursors.length <= 1} onClick={() => setCursors((c) => c.slice(0, -1))}>Previous</Button>
            <Button variant="soft" size="sm" disabled={!page.nextCursor} onClick={() => page.nextCursor && setCursors((c) => [...c, page.nextCursor ?? undefined])}>Next</Button>
          </Inline>
        </Inline>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Archive ${pending?.name ?? 'tenant'}?`}
        description="It leaves the list and stops counting against your plan. You can restore it at any time."
        confirmLabel="Archive"
        tone="danger"
        onConfirm={() => (pending ? setArchived(pending, true) : Promise.resolve())}
      />
    </Stack>
  );
}
