// The tenants tab: every organisation with plan, subscription state, usage against limits and
// last activity; search, plan filter and sort live in the URL (?q=, ?plan=, ?sort=field:dir),
// paged with cursors, exported as CSV. A name opens the organisation (/service/tenants/{tid}).
import { m } from '@assay/messages';
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

const columns = (): TableColumn<OrganisationSummary>[] => [
  {
    id: 'name',
    header: m.console_organisation(),
    sortable: true,
    nowrap: true,
    cell: (row) => (
      <Link to={paths.serviceTenant({ tid: row.organisation.id })}>{row.organisation.name}</Link>
    ),
  },
  {
    id: 'plan',
    header: m.console_org_plan(),
    cell: (row) => (
      <Badge tone={row.organisation.plan === 'free' ? 'neutral' : 'accent'}>
        {planNames[row.organisation.plan]}
      </Badge>
    ),
  },
  {
    id: 'status',
    header: m.common_status(),
    hideBelow: 'sm',
    cell: (row) => {
      const badge = subscriptionStatusBadge(row.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  {
    id: 'tenants',
    header: m.nav_tenants(),
    align: 'end',
    nowrap: true,
    cell: (row) => `${row.usage.tenants} / ${row.limits.tenants}`,
  },
  {
    id: 'members',
    header: m.members_caption(),
    align: 'end',
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) => `${row.usage.members + row.usage.invitations} / ${row.limits.members}`,
  },
  {
    id: 'createdAt',
    header: m.console_created(),
    sortable: true,
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) => <RelativeTime value={row.organisation.createdAt} />,
  },
  {
    id: 'activity',
    header: m.console_org_last_activity(),
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) => (row.lastActivityAt ? <RelativeTime value={row.lastActivityAt} /> : m.console_none()),
  },
];

/** What the table says when the filters match nothing. */
const noOrganisationMatches = (): EmptyStateProps => ({
  icon: 'search',
  title: m.console_org_no_match(),
  description: m.console_org_no_match_description(),
});
/** What the table says before anyone signed up. */
const noOrganisations = (): EmptyStateProps => ({
  icon: 'building',
  title: m.console_org_empty(),
  description: m.console_org_empty_description(),
});
/** "N organisations" under a page of the table. */
const organisationCount = (total: number): string =>
  m.console_org_count({ count: total, shown: formatNumber(total) });

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
        title: m.console_org_export_truncated({ count: formatNumber(EXPORT_MAX_ROWS) }),
        description: m.console_org_export_truncated_description(),
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
        <PlanFilter
          label={m.console_org_plan()}
          value={filters.plan}
          onValueChange={(plan) => setFilters({ plan })}
        />
        <ExportCsvButton run={() => exportOrganisations(call, filters)} />
      </Inline>
      <PagedTable
        caption={m.console_org_organisations()}
        columns={columns()}
        getRowId={(row) => row.organisation.id}
        query={query}
        pages={pages}
        sort={sort}
        onSortChange={(next) => setFilters({ sort: `${next.id}:${next.direction}` })}
        errorTitle={m.console_org_not_loaded_list()}
        filtered={filtered}
        noMatch={noOrganisationMatches()}
        empty={noOrganisations()}
        summary={(page) => organisationCount(page.total)}
      />
    </Stack>
  );
}
