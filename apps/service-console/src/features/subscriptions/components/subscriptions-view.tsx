// The subscriptions tab: every organisation's subscription (paid plan, Stripe status, period end)
// and the plan in force, by name; search and plan filter live in the URL (?q=, ?plan=), paged
// with cursors. A system admin overrides (comps) a plan until a day with a reason, or ends it.
import { paths } from '@assay/auth';
import { toAppError, useCursorPages } from '@assay/client';
import { planNames } from '@assay/domain/plans/labels';
import type { SubscriptionSummary } from '@assay/domain/platform';
import {
  Badge,
  ConfirmDialog,
  Inline,
  Button,
  Stack,
  useToast,
  VisuallyHidden,
  type TableColumn,
} from '@assay/ui';
import { formatDay, subscriptionStatusBadge } from '@assay/views/billing';
import { Link } from 'react-router';
import { useUrlFilters, type UrlFiltersPatch } from '@assay/views/app';
import { NameSearchField, PagedTable, PlanFilter, planOfParams } from '@assay/views/list';
import { useSubscriptions, type SubscriptionFilters } from '../api/list-subscriptions.ts';
import { useRemovePlanOverride } from '../api/plan-override.ts';
import { OverrideDialog } from './override-dialog.tsx';
import { formatNumber } from '@assay/views/locale';

function EndOverride({ row }: { row: SubscriptionSummary }) {
  const remove = useRemovePlanOverride();
  const { toast } = useToast();
  if (!row.override) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          End override<VisuallyHidden> of {row.organisation.name}</VisuallyHidden>
        </Button>
      }
      title={`End the ${planNames[row.override.plan]} plan of ${row.organisation.name} now?`}
      description={`The organisation goes back to the ${planNames[row.paidPlan]} plan at once; its owners see it on their billing page.`}
      confirmLabel="End override"
      tone="danger"
      errorMessage={(error) => toAppError(error).message}
      onConfirm={async () => {
        await remove.mutateAsync({ tid: row.organisation.id });
        toast({
          title: `${row.organisation.name} is back on the ${planNames[row.paidPlan]} plan`,
          tone: 'success',
        });
      }}
    />
  );
}

const columns: TableColumn<SubscriptionSummary>[] = [
  {
    id: 'name',
    header: 'Organisation',
    cell: (row) => (
      <Link to={paths.serviceTenant({ tid: row.organisation.id })}>{row.organisation.name}</Link>
    ),
  },
  // On a phone the plan in force is enough; the paid plan shows beside it from sm up.
  { id: 'paid', header: 'Paid plan', hideBelow: 'sm', cell: (row) => planNames[row.paidPlan] },
  {
    id: 'status',
    header: 'Stripe status',
    hideBelow: 'sm',
    cell: (row) => {
      const badge = subscriptionStatusBadge(row.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  {
    id: 'period',
    header: 'Period end',
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) =>
      row.currentPeriodEnd
        ? `${row.cancelAtPeriodEnd ? 'Ends' : 'Renews'} ${formatDay(row.currentPeriodEnd)}`
        : '—',
  },
  {
    id: 'inForce',
    header: 'In force',
    cell: (row) =>
      row.override && row.planInForce === row.override.plan && row.planInForce !== row.paidPlan ? (
        <Stack gap="xs">
          <Badge tone="accent">{planNames[row.planInForce]}</Badge>
          <span title={row.override.reason}>until {formatDay(row.override.endsAt)}</span>
        </Stack>
      ) : row.override ? (
        <Stack gap="xs">
          <Badge tone="neutral">{planNames[row.planInForce]}</Badge>
          <span>override ended {formatDay(row.override.endsAt)}</span>
        </Stack>
      ) : (
        <Badge tone="neutral">{planNames[row.planInForce]}</Badge>
      ),
  },
  {
    id: 'actions',
    header: 'Actions',
    nowrap: true,
    cell: (row) => (
      <Inline gap="xs">
        <OverrideDialog row={row} />
        <EndOverride row={row} />
      </Inline>
    ),
  },
];

function useFilters(): [SubscriptionFilters, UrlFiltersPatch] {
  const [params, patch] = useUrlFilters();
  const filters: SubscriptionFilters = {
    search: params.get('q') ?? '',
    plan: planOfParams(params),
  };
  return [filters, patch];
}

export function SubscriptionsView() {
  const [filters, setFilters] = useFilters();
  const pages = useCursorPages(JSON.stringify(filters));
  const query = useSubscriptions(filters, pages.cursor);
  const filtered = filters.search !== '' || filters.plan !== undefined;
  return (
    <Stack gap="md">
      <Inline gap="md" align="flex-end" wrap>
        <NameSearchField value={filters.search} onValueChange={(q) => setFilters({ q })} maxLength={40} />
        <PlanFilter label="Paid plan" value={filters.plan} onValueChange={(plan) => setFilters({ plan })} />
      </Inline>
      <PagedTable
        caption="Subscriptions"
        columns={columns}
        getRowId={(row) => row.organisation.id}
        query={query}
        pages={pages}
        errorTitle="Subscriptions could not be loaded"
        filtered={filtered}
        noMatch={{
          icon: 'search',
          title: 'No organisation matches',
          description: 'Search matches the start of any word of the name; try another plan or fewer letters.',
        }}
        empty={{
          icon: 'building',
          title: 'No organisations yet',
          description: 'Organisations appear here when people sign up.',
        }}
        summary={(page) =>
          `${formatNumber(page.total)} ${page.total === 1 ? 'organisation' : 'organisations'}`
        }
      />
    </Stack>
  );
}
