// The tenants tab: every organisation with plan, subscription state, usage against limits and
// last activity; search, plan filter and sort live in the URL (?q=, ?plan=, ?sort=field:dir),
// paged with cursors, exported as CSV. A name opens the organisation (/service/tenants/{tid}).
import { paths } from '@assay/auth';
import { useCursorPages, useQueryContext, type CallFn } from '@assay/client';
import { planNames } from '@assay/domain/plans/labels';
import type { OrganisationSummary } from '@assay/domain/platform';
import {
  Badge,
  Inline,
  RelativeTime,
  Stack,
  type EmptyStateProps,
  type TableColumn,
  type TableSort,
} from '@assay/ui';
import { subscriptionStatusBadge } from '@assay/views/billing';
import { Link } from 'react-router';
import { useUrlFilters, type UrlFiltersPatch } from '@assay/views/app';
import {
  ExportCsvButton,
  NameSearchField,
  PagedTable,
  PlanFilter,
  planOfParams,
  type CsvExport,
} from '@assay/views/list';
import { useOrganisations, type OrganisationFilters } from '../api/list-organisations.ts';
import { formatNumber } from '@assay/views/locale';

const columns: TableColumn<OrganisationSummary>[] = [
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

const noOrganisationMatches: EmptyStateProps = {
  icon: 'search',
  title: 'No organisation matches',
  description: 'Search matches the start of any word of the name; try another plan or fewer letters.',
};
const noOrganisations: EmptyStateProps = {
  icon: 'building',
  title: 'No organisations yet',
  description: 'Organisations appear here when people sign up.',
};

function useFilters(): [OrganisationFilters, UrlFiltersPatch] {
  const [params, patch] = useUrlFilters();
  const [field, direction] = (params.get('sort') ?? 'createdAt:desc').split(':');
  const filters: OrganisationFilters = {
    search: params.get('q') ?? '',
    plan: planOfParams(params),
    sort: { field: field === 'name' ? 'name' : 'createdAt', direction: direction === 'asc' ? 'asc' : 'desc' },
  };
  return [filters, patch];
}

/** The organisations the filters match, all pages, as CSV (the collector loads on first use). */
async function exportOrganisations(call: CallFn, filters: OrganisationFilters): Promise<CsvExport> {
  const { collectOrganisations, organisationsCsv, EXPORT_MAX_ROWS } = await import('../export-csv.ts');
  const { rows, truncated } = await collectOrganisations(call, filters);
  return {
    name: 'organisations',
    csv: organisationsCsv(rows),
    ...(truncated && {
      truncated: {
        title: `Exported the first ${formatNumber(EXPORT_MAX_ROWS)} organisations`,
        description: 'Narrow the search or the plan to export the rest.',
      },
    }),
  };
}

export function OrganisationsTable() {
  const [filters, setFilters] = useFilters();
  const { call } = useQueryContext();
  const pages = useCursorPages(JSON.stringify(filters));
  const query = useOrganisations(filters, pages.cursor);
  const sort: TableSort = { id: filters.sort.field, direction: filters.sort.direction };
  const filtered = filters.search !== '' || filters.plan !== undefined;
  return (
    <Stack gap="md">
      <Inline gap="md" align="flex-end" wrap>
        <NameSearchField value={filters.search} onValueChange={(q) => setFilters({ q })} maxLength={40} />
        <PlanFilter label="Plan" value={filters.plan} onValueChange={(plan) => setFilters({ plan })} />
        <ExportCsvButton run={() => exportOrganisations(call, filters)} />
      </Inline>
      <PagedTable
        caption="Organisations"
        columns={columns}
        getRowId={(row) => row.organisation.id}
        query={query}
        pages={pages}
        sort={sort}
        onSortChange={(next) => setFilters({ sort: `${next.id}:${next.direction}` })}
        errorTitle="Organisations could not be loaded"
        filtered={filtered}
        noMatch={noOrganisationMatches}
        empty={noOrganisations}
        summary={(page) =>
          `${formatNumber(page.total)} ${page.total === 1 ? 'organisation' : 'organisations'}`
        }
      />
    </Stack>
  );
}
