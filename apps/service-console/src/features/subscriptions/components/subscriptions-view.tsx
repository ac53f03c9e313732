// The subscriptions tab: every organisation's subscription (paid plan, Stripe status, period end)
// and the plan in force, by name; search and plan filter live in the URL (?q=, ?plan=), paged
// with cursors. A system admin overrides (comps) a plan until a day with a reason, or ends it.
import { m } from '@assay/messages';
import { formatNumber } from '@assay/views/locale';
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

function EndOverride({ row }: { row: SubscriptionSummary }) {
  const remove = useRemovePlanOverride();
  const { toast } = useToast();
  if (!row.override) return null;
  return (
    <ConfirmDialog
      trigger={
        <Button size="sm" variant="ghost">
          {m.console_subs_end_override()}
          <VisuallyHidden> {m.console_subs_of({ name: row.organisation.name })}</VisuallyHidden>
        </Button>
      }
      title={m.console_subs_end_title({ plan: planNames[row.override.plan], name: row.organisation.name })}
      description={m.console_subs_end_description({ plan: planNames[row.paidPlan] })}
      confirmLabel={m.console_subs_end_override()}
      tone="danger"
      errorMessage={(error) => toAppError(error).message}
      onConfirm={async () => {
        await remove.mutateAsync({ tid: row.organisation.id });
        toast({
          title: m.console_subs_back_on({ name: row.organisation.name, plan: planNames[row.paidPlan] }),
          tone: 'success',
        });
      }}
    />
  );
}

const columns = (): TableColumn<SubscriptionSummary>[] => [
  {
    id: 'name',
    header: m.console_organisation(),
    cell: (row) => (
      <Link to={paths.serviceTenant({ tid: row.organisation.id })}>{row.organisation.name}</Link>
    ),
  },
  // On a phone the plan in force is enough; the paid plan shows beside it from sm up.
  { id: 'paid', header: m.console_subs_paid_plan(), hideBelow: 'sm', cell: (row) => planNames[row.paidPlan] },
  {
    id: 'status',
    header: m.console_subs_stripe_status(),
    hideBelow: 'sm',
    cell: (row) => {
      const badge = subscriptionStatusBadge(row.status);
      return <Badge tone={badge.tone}>{badge.label}</Badge>;
    },
  },
  {
    id: 'period',
    header: m.console_subs_period_end(),
    nowrap: true,
    hideBelow: 'sm',
    cell: (row) =>
      row.currentPeriodEnd
        ? (row.cancelAtPeriodEnd ? m.console_subs_ends_on : m.console_subs_renews_on)({
            date: formatDay(row.currentPeriodEnd),
          })
        : '—',
  },
  {
    id: 'inForce',
    header: m.console_subs_in_force(),
    cell: (row) =>
      row.override && row.planInForce === row.override.plan && row.planInForce !== row.paidPlan ? (
        <Stack gap="xs">
          <Badge tone="accent">{planNames[row.planInForce]}</Badge>
          <span title={row.override.reason}>{m.console_until({ date: formatDay(row.override.endsAt) })}</span>
        </Stack>
      ) : row.override ? (
        <Stack gap="xs">
          <Badge tone="neutral">{planNames[row.planInForce]}</Badge>
          <span>{m.console_subs_override_ended({ date: formatDay(row.override.endsAt) })}</span>
        </Stack>
      ) : (
        <Badge tone="neutral">{planNames[row.planInForce]}</Badge>
      ),
  },
  {
    id: 'actions',
    header: m.common_actions(),
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
        <PlanFilter
          label={m.console_subs_paid_plan()}
          value={filters.plan}
          onValueChange={(plan) => setFilters({ plan })}
        />
      </Inline>
      <PagedTable
        caption={m.console_subs_subscriptions()}
        columns={columns()}
        getRowId={(row) => row.organisation.id}
        query={query}
        pages={pages}
        errorTitle={m.console_subs_not_loaded()}
        filtered={filtered}
        // The organisations tab's words: each row is an organisation's subscription.
        noMatch={{
          icon: 'search',
          title: m.console_org_no_match(),
          description: m.console_org_no_match_description(),
        }}
        empty={{
          icon: 'building',
          title: m.console_org_empty(),
          description: m.console_org_empty_description(),
        }}
        summary={(page) => m.console_org_count({ count: page.total, shown: formatNumber(page.total) })}
      />
    </Stack>
  );
}
