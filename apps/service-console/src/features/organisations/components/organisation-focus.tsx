// /service/tenants/{tid}: one organisation for a system admin — profile, usage against limits,
// subscription and its billing events, members and the newest entries of its audit log. What
// the organisation holds (tenants, assessments, roadmap) is not here: that needs support access.
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { AuditEntry } from '@assay/domain/audit';
import { planInForce } from '@assay/domain/billing';
import type { Member } from '@assay/domain/members';
import { planNames } from '@assay/domain/plans/labels';
import { roleLabels } from '@assay/domain/roles';
import type { BillingHistoryEntry, PlatformOrganisation } from '@assay/domain/platform';
import {
  Badge,
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
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
import { usePlatformOrganisation } from '../api/get-organisation.ts';

const memberColumns: TableColumn<Member>[] = [
  { id: 'name', header: 'Name', nowrap: true, cell: (member) => member.displayName },
  { id: 'email', header: 'Email', nowrap: true, cell: (member) => member.email },
  {
    id: 'role',
    header: 'Role',
    cell: (member) => (
      <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{roleLabels[member.role]}</Badge>
    ),
  },
  {
    id: 'joined',
    header: 'Joined',
    nowrap: true,
    hideBelow: 'sm',
    cell: (member) => <RelativeTime value={member.joinedAt} />,
  },
];

/** Plan overrides set by Assay support sit in the history beside Stripe's events (their note says what changed). */
const overrideEvents: Record<string, string> = {
  'plan.override.set': 'Plan set by Assay',
  'plan.override.removed': 'Plan override ended by Assay',
  'plan.override.expired': 'Plan override ended',
};

const billingColumns: TableColumn<BillingHistoryEntry>[] = [
  { id: 'type', header: 'Event', cell: (event) => overrideEvents[event.type] ?? <code>{event.type}</code> },
  { id: 'at', header: 'When', nowrap: true, cell: (event) => <RelativeTime value={event.createdAt} /> },
  {
    id: 'applied',
    header: 'Outcome',
    cell: (event) =>
      event.type in overrideEvents
        ? event.reason
        : event.applied
          ? 'Applied'
          : `Ignored${event.reason ? `: ${event.reason}` : ''}`,
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

const limitText = (value: number | null) => (value === null ? 'unlimited' : String(value));

function Profile({ organisation }: { organisation: PlatformOrganisation }) {
  const { summary, subscription } = organisation;
  const status = subscriptionStatusBadge(subscription.status);
  const paidPlan = summary.organisation.plan;
  const inForce = planInForce({ plan: paidPlan, planOverride: subscription.override }, new Date());
  return (
    <Stack gap="md">
      <StatGrid label="Usage against limits">
        <Stat label="Tenants" icon="building" value={summary.usage.tenants} total={summary.limits.tenants} />
        <Stat
          label="Members"
          icon="users"
          value={summary.usage.members + summary.usage.invitations}
          total={summary.limits.members}
          hint={`${summary.usage.invitations} pending invitations`}
        />
        <Stat
          label="Private baselines"
          value={summary.usage.privateBaselines}
          total={limitText(summary.limits.privateBaselines)}
        />
        <Stat
          label="API keys"
          value={summary.usage.apiKeys}
          hint={summary.limits.apiKeys ? 'Allowed by the plan' : 'Not on this plan'}
        />
      </StatGrid>
      <Card title="Subscription" actions={<Badge tone={status.tone}>{status.label}</Badge>}>
        <p>
          {planNames[inForce]} plan in force
          {subscription.status !== 'none' && subscription.plan !== paidPlan
            ? `; the subscription pays for ${planNames[subscription.plan]}`
            : ''}
          {subscription.currentPeriodEnd ? (
            <>
              {'; '}
              {subscription.cancelAtPeriodEnd ? 'ends' : 'renews'}{' '}
              <RelativeTime value={subscription.currentPeriodEnd} />
            </>
          ) : null}
          {subscription.paymentFailedAt ? (
            <>
              {'; a payment failed '}
              <RelativeTime value={subscription.paymentFailedAt} />
            </>
          ) : null}
          {subscription.override && inForce !== paidPlan
            ? `; set by Assay until ${formatDay(subscription.override.endsAt)} (${subscription.override.reason}), then the ${planNames[paidPlan]} plan again`
            : ''}
          . Created <RelativeTime value={summary.organisation.createdAt} />, last activity{' '}
          {summary.lastActivityAt ? <RelativeTime value={summary.lastActivityAt} /> : 'none'}.
        </p>
      </Card>
    </Stack>
  );
}

/** `support`: the grant's panel, placed under the organisation's heading so the page's outline starts with its name. */
export function OrganisationFocus({ tid, support }: { tid: string; support?: ReactNode }) {
  const query = usePlatformOrganisation(tid);
  if (query.isPending) return <LoadingState label="Loading the organisation" />;
  if (query.isError) {
    const error = toAppError(query.error);
    if (error.code === 'not-found')
      return (
        <EmptyState
          icon="building"
          title="No such organisation"
          description="No organisation has this id; it may have been deleted."
        />
      );
    return (
      <ErrorState
        title="The organisation could not be loaded"
        message={error.message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const organisation = query.data;
  const { summary } = organisation;
  return (
    <Stack gap="lg">
      <PageHeader
        title={summary.organisation.name}
        description={`Organisation ${summary.organisation.id} · ${planNames[summary.organisation.plan]} plan`}
      />
      {support}
      <Profile organisation={organisation} />
      <Card title="Members" description={`${summary.usage.members} members, oldest first.`}>
        <Table
          caption="Members"
          columns={memberColumns}
          rows={organisation.members}
          getRowId={(member) => member.uid}
          emptyState={<EmptyState icon="users" title="No members" />}
        />
      </Card>
      <Card
        title="Subscription history"
        description="Billing events the subscription processed and plans set by Assay, newest first."
      >
        <Table
          caption="Subscription history"
          columns={billingColumns}
          rows={organisation.billingHistory}
          getRowId={(event) => event.id}
          emptyState={
            <EmptyState
              icon="info"
              title="No billing events"
              description="The organisation has never subscribed."
            />
          }
        />
      </Card>
      <Card
        title="Recent audit"
        description="The newest entries of the organisation's audit log."
        actions={
          <Link to={`${paths.service({ tab: 'audit' })}?org=${encodeURIComponent(summary.organisation.id)}`}>
            Open in the audit log
          </Link>
        }
      >
        <Table
          caption="Recent audit"
          columns={recentAuditColumns(organisation.members)}
          rows={organisation.recentAudit}
          getRowId={(entry) => entry.id}
          emptyState={<EmptyState icon="clipboard" title="Nothing recorded yet" />}
        />
      </Card>
    </Stack>
  );
}
