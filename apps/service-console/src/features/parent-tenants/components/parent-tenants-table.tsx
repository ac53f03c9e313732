// The tenants tab: every organisation with plan, subscription state, usage against limits and
// last activity; search, plan filter and sort live in the URL (?q=, ?plan=, ?sort=field:dir),
// paged with cursors, exported as CSV. A name opens the organisation (/service/tenants/{tid}).
import { paths } from '@assay/auth';
import { toAppError, useCursorPages, useQueryContext } from '@assay/client';
import { planIds, planNames, type PlanId } from '@assay/domain/plans/labels';
import type { ParentTenantSummary } from '@assay/domain/service';
import {
  Badge,
  Button,
  CursorPager,
  EmptyState,
  ErrorState,
  Inline,
  RelativeTime,
  Select,
  Stack,
  Table,
  TextField,
  useToast,
  type TableColumn,
  type TableSort,
} from '@assay/ui';
import { subscriptionStatusBadge } from '@assay/views/billing';
import { downloadText } from '@assay/views/download';
import { useState } from 'react';
import { Link } from 'react-router';
import { useUrlFilters, type UrlFiltersPatch } from '@assay/views/app';
import { useParentTenants, type ParentTenantFilters } from '../api/list-parent-tenants.ts';

const ANY = 'any';

const columns: TableColumn<ParentTenantSummary>[] = [
  {
    id: 'name',
    header: 'Organisation',
    sortable: true,
    nowrap: true,
    cell: (row) => (
      <Link to={paths.serviceTenant({ tid: row.organisation.id })}>{row.organisation.name}</Link>
    ),
  },
  {
    id: 'plan',
    header: 'Plan',
    cell: (row) => (
      <Badge tone={row.organisation.plan === 'free' ? 'neutral' : 'accent'}>
        {planNames[row.organisation.plan]}
      </Badge>
    ),
  },
  {
    id: 'status',
    header: 'Status',
    hideBelow: 'sm',
    cell: (row) => {
      const badge = subscriptionStatusBadge(row.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  {
    id: 'tenants',
    header: 'Tenants',
    align: 'end',
    nowrap: true,
    cell: (row) => `${row.usage.tenants} / ${row.limits.tenants}`,
  },
  {
    id: 'members',
    header: 'Members',
    align: 'end',
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) => `${row.usage.members + row.usage.invitations} / ${row.limits.members}`,
  },
  {
    id: 'createdAt',
    header: 'Created',
    sortable: true,
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) => <RelativeTime value={row.organisation.createdAt} />,
  },
  {
    id: 'activity',
    header: 'Last activity',
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) => (row.lastActivityAt ? <RelativeTime value={row.lastActivityAt} /> : 'None'),
  },
];

function useFilters(): [ParentTenantFilters, UrlFiltersPatch] {
  const [params, patch] = useUrlFilters();
  const plan = params.get('plan');
  const [field, direction] = (params.get('sort') ?? 'createdAt:desc').split(':');
  const filters: ParentTenantFilters = {
    search: params.get('q') ?? '',
    plan: planIds.includes(plan as PlanId) ? (plan as PlanId) : undefined,
    sort: { field: field === 'name' ? 'name' : 'createdAt', direction: direction === 'asc' ? 'asc' : 'desc' },
  };
  return [filters, patch];
}

function ExportButton({ filters }: { filters: ParentTenantFilters }) {
  const { call } = useQueryContext();
  const { toast } = useToast();
  const [busy, setBusy] = useState(false);
  const run = async () => {
    setBusy(true);
    try {
      const { collectOrganisations, organisationsCsv, EXPORT_MAX_ROWS } = await import('../export-csv.ts');
      const { rows, truncated } = await collectOrganisations(call, filters);
      downloadText(
        `organisations-${new Date().toISOString().slice(0, 10)}.csv`,
        'text/csv;charset=utf-8',
        organisationsCsv(rows),
      );
      if (truncated)
        toast({
          title: `Exported the first ${EXPORT_MAX_ROWS.toLocaleString('en')} organisations`,
          description: 'Narrow the search or the plan to export the rest.',
          tone: 'info',
        });
    } catch (failure) {
      toast({ title: 'The export failed', description: toAppError(failure).message, tone: 'danger' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="soft" icon="download" loading={busy} onClick={() => void run()}>
      Export CSV
    </Button>
  );
}

export function ParentTenantsTable() {
  const [filters, setFilters] = useFilters();
  const pages = useCursorPages(JSON.stringify(filters));
  const query = useParentTenants(filters, pages.cursor);
  const sort: TableSort = { id: filters.sort.field, direction: filters.sort.direction };
  const page = query.data;
  const filtered = filters.search !== '' || filters.plan !== undefined;
  return (
    <Stack gap="md">
      <Inline gap="md" align="flex-end" wrap>
        <TextField
          label="Search"
          type="search"
          icon="search"
          size="sm"
          value={filters.search}
          onValueChange={(q) => setFilters({ q })}
          debounce={250}
          maxLength={40}
          placeholder="Name starts with…"
        />
        <Select
          label="Plan"
          size="sm"
          value={filters.plan ?? ANY}
          onValueChange={(plan) => setFilters({ plan: plan === ANY ? undefined : plan })}
          options={[
            { value: ANY, label: 'Any plan' },
            ...planIds.map((id) => ({ value: id, label: planNames[id] })),
          ]}
        />
        <ExportButton filters={filters} />
      </Inline>
      {query.isError ? (
        <ErrorState
          title="Organisations could not be loaded"
          message={toAppError(query.error).message}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <Table
            caption="Organisations"
            columns={columns}
            rows={page?.items ?? []}
            getRowId={(row) => row.organisation.id}
            loading={query.isPending}
            sort={sort}
            onSortChange={(next) => setFilters({ sort: `${next.id}:${next.direction}` })}
            emptyState={
              filtered ? (
                <EmptyState
                  icon="search"
                  title="No organisation matches"
                  description="Search matches the start of any word of the name; try another plan or fewer letters."
                />
              ) : (
                <EmptyState
                  icon="building"
                  title="No organisations yet"
                  description="Organisations appear here when people sign up."
                />
              )
            }
          />
          {page && (
            <CursorPager
              summary={`${page.total.toLocaleString('en')} ${page.total === 1 ? 'organisation' : 'organisations'}`}
              hasPrevious={pages.hasPrevious}
              hasNext={Boolean(page.nextCursor)}
              onPrevious={pages.previous}
              onNext={() => page.nextCursor && pages.next(page.nextCursor)}
            />
          )}
        </>
      )}
    </Stack>
  );
}
