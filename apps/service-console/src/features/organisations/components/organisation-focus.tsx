// /service/tenants/{tid}: one organisation for a system admin — profile, usage against limits,
// subscription and its billing events, members and the newest entries of its audit log. What
// the organisation holds (tenants, assessments, roadmap) is not here: that needs support access.
import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import type { AuditEntry } from '@assay/domain/audit';
import { planInForce } from '@assay/domain/billing';
import type { Member } from '@assay/domain/members';
import { planNames } from '@assay/domain/plans/labels';
import type { BillingHistoryEntry, PlatformOrganisation } from '@assay/domain/platform';
import {
  Badge,
  Card,
  EmptyState,
  PageHeader,
  RelativeTime,
  Stack,
  Stat,
  StatGrid,
  Table,
  type TableColumn,
} from '@assay/ui';
import { auditColumns, systemActorLabel } from '@assay/views/audit';
import { formatDay, subscriptionStatusBadge } from '@assay/views/billing';
import { Link } from 'react-router';
import type { ReactNode } from 'react';
import { formatNumber } from '@assay/views/locale';
import { roleLabel } from '@assay/views/labels';
import { usePlatformOrganisation } from '../api/get-organisation.ts';

const memberColumns = (): TableColumn<Member>[] => [
  { id: 'name', header: m.common_name(), nowrap: true, cell: (member) => member.displayName },
  { id: 'email', header: m.console_email(), nowrap: true, cell: (member) => member.email },
  {
    id: 'role',
    header: m.members_role(),
    cell: (member) => (
      <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{roleLabel(member.role)}</Badge>
    ),
  },
  {
    id: 'joined',
    header: m.members_joined(),
    nowrap: true,
    hideBelow: 'sm',
    cell: (member) => <RelativeTime value={member.joinedAt} />,
  },
];

/** Plan overrides set by Assay support sit in the history beside Stripe's events (their note says what changed). */
const overrideEvents: Record<string, () => string> = {
  'plan.override.set': m.console_org_set_by_assay,
  'plan.override.removed': m.console_org_override_removed,
  'plan.override.expired': m.console_org_override_expired,
};

const billingColumns = (): TableColumn<BillingHistoryEntry>[] => [
  {
    id: 'type',
    header: m.console_org_event(),
    cell: (event) => overrideEvents[event.type]?.() ?? <code>{event.type}</code>,
  },
  {
    id: 'at',
    header: m.activity_when(),
    nowrap: true,
    cell: (event) => <RelativeTime value={event.createdAt} />,
  },
  {
    id: 'applied',
    header: m.console_org_outcome(),
    cell: (event) =>
      event.type in overrideEvents
        ? event.reason
        : event.applied
          ? m.console_org_applied()
          : event.reason
            ? m.console_org_ignored_because({ reason: event.reason })
            : m.console_org_ignored(),
  },
];

/** The audit log's columns (as the audit tab and the organisation's own /admin show them); who by member email. */
function recentAuditColumns(members: readonly Member[]): TableColumn<AuditEntry>[] {
  const emails = new Map(members.map((member) => [member.uid, member.email]));
  const { when, who, what, details } = auditColumns<AuditEntry>({
    entryOf: (entry) => entry,
    who: (entry) => emails.get(entry.actorUid) ?? systemActorLabel(entry.actorUid, entry.action),
  });
  return [when, { ...who, hideBelow: 'sm' }, what, { ...details, hideBelow: 'sm' }];
}

const limitText = (value: number | null) => (value === null ? m.console_org_unlimited() : String(value));

function Profile({ organisation }: { organisation: PlatformOrganisation }) {
  const { summary, subscription } = organisation;
  const status = subscriptionStatusBadge(subscription.status);
  const paidPlan = summary.organisation.plan;
  const inForce = planInForce({ plan: paidPlan, planOverride: subscription.override }, new Date());
  return (
    <Stack gap="md">
      <StatGrid label={m.console_org_usage()}>
        <Stat
          label={m.nav_tenants()}
          icon="building"
          value={summary.usage.tenants}
          total={summary.limits.tenants}
        />
        <Stat
          label={m.members_caption()}
          icon="users"
          value={summary.usage.members + summary.usage.invitations}
          total={summary.limits.members}
          hint={m.console_org_pending_invitations({
            count: summary.usage.invitations,
            shown: formatNumber(summary.usage.invitations),
          })}
        />
        <Stat
          label={m.console_org_private_baselines()}
          value={summary.usage.privateBaselines}
          total={limitText(summary.limits.privateBaselines)}
        />
        <Stat
          label={m.console_org_api_keys()}
          value={summary.usage.apiKeys}
          hint={summary.limits.apiKeys ? m.console_org_api_allowed() : m.console_org_api_not_allowed()}
        />
      </StatGrid>
      <Card title={m.console_org_subscription()} actions={<Badge tone={status.tone}>{status.label}</Badge>}>
        <p>
          {m.console_org_in_force({ plan: planNames[inForce] })}
          {subscription.status !== 'none' && subscription.plan !== paidPlan
            ? m.console_org_pays_for({ plan: planNames[subscription.plan] })
            : ''}
          {subscription.currentPeriodEnd ? (
            <>
              {subscription.cancelAtPeriodEnd ? m.console_org_ends() : m.console_org_renews()}{' '}
              <RelativeTime value={subscription.currentPeriodEnd} />
            </>
          ) : null}
          {subscription.paymentFailedAt ? (
            <>
              {m.console_org_payment_failed()} <RelativeTime value={subscription.paymentFailedAt} />
            </>
          ) : null}
          {subscription.override && inForce !== paidPlan
            ? m.console_org_override_until({
                date: formatDay(subscription.override.endsAt),
                reason: subscription.override.reason,
                plan: planNames[paidPlan],
              })
            : ''}
          {'. '}
          {m.console_org_created_at()} <RelativeTime value={summary.organisation.createdAt} />,{' '}
          {m.console_org_last_activity_at()}{' '}
          {summary.lastActivityAt ? (
            <RelativeTime value={summary.lastActivityAt} />
          ) : (
            m.console_org_no_activity()
          )}
          .
        </p>
      </Card>
    </Stack>
  );
}

/** `support`: the grant's panel, placed under the organisation's heading so the page's outline starts with its name. */
export function OrganisationFocus({ tid, support }: { tid: string; support?: ReactNode }) {
  const query = usePlatformOrganisation(tid);
  const view = queryView(query, {
    loading: m.console_org_loading(),
    failed: m.console_org_not_loaded(),
    missing: () => (
      <EmptyState
        icon="building"
        title={m.console_org_no_such()}
        description={m.console_org_no_such_description()}
      />
    ),
  });
  if (view.screen) return view.screen;
  const organisation = view.data;
  const { summary } = organisation;
  return (
    <Stack gap="lg">
      <PageHeader
        title={summary.organisation.name}
        description={m.console_org_heading({
          id: summary.organisation.id,
          plan: m.plan_label({ plan: planNames[summary.organisation.plan] }),
        })}
      />
      {support}
      <Profile organisation={organisation} />
      <Card
        title={m.members_caption()}
        description={m.console_org_members_count({
          count: summary.usage.members,
          shown: formatNumber(summary.usage.members),
        })}
      >
        <Table
          caption={m.members_caption()}
          columns={memberColumns()}
          rows={organisation.members}
          getRowId={(member) => member.uid}
          emptyState={<EmptyState icon="users" title={m.console_org_no_members()} />}
        />
      </Card>
      <Card title={m.console_org_history()} description={m.console_org_history_description()}>
        <Table
          caption={m.console_org_history()}
          columns={billingColumns()}
          rows={organisation.billingHistory}
          getRowId={(event) => event.id}
          emptyState={
            <EmptyState
              icon="info"
              title={m.console_org_no_billing()}
              description={m.console_org_never_subscribed()}
            />
          }
        />
      </Card>
      <Card
        title={m.console_org_recent_audit()}
        description={m.console_org_recent_audit_description()}
        actions={
          <Link to={`${paths.service({ tab: 'audit' })}?org=${encodeURIComponent(summary.organisation.id)}`}>
            {m.console_org_open_audit()}
          </Link>
        }
      >
        <Table
          caption={m.console_org_recent_audit()}
          columns={recentAuditColumns(organisation.members)}
          rows={organisation.recentAudit}
          getRowId={(entry) => entry.id}
          emptyState={<EmptyState icon="clipboard" title={m.console_nothing_recorded()} />}
        />
      </Card>
    </Stack>
  );
}
