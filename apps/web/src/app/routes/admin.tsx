import { queryView } from '@assay/views/query';
import { useSession } from '@assay/auth/react';
import { roleAtLeast } from '@assay/domain/roles';
import { m } from '@assay/messages';
import { formatNumber } from '@assay/views/locale';
import { planNames } from '@assay/domain/plans/labels';
import { Banner, Card, PageHeader, Stack } from '@assay/ui';
import type { PrefetchContext } from '@assay/views/app';
import { AuditLog } from '../../features/audit/components/audit-log.tsx';
import { billingQueryOptions } from '../../features/billing/api/get-billing.ts';
import { BillingSection } from '../../features/billing/components/billing-section.tsx';
import { membersQueryOptions, useMembers } from '../../features/members/api/list-members.ts';
import { InviteDialog } from '../../features/members/components/invite-dialog.tsx';
import { MembersTable } from '../../features/members/components/members-table.tsx';
import {
  organisationQueryOptions,
  useOrganisation,
} from '../../features/organisation/api/get-organisation.ts';
import { ProfileForm } from '../../features/organisation/components/profile-form.tsx';
import { SecondFactorPolicy } from '../../features/organisation/components/second-factor-policy.tsx';
import { UsageBars } from '../../features/organisation/components/usage-bars.tsx';
import { planLabel } from '../../features/organisation/plan-room.ts';
import { roomOf } from '../../features/organisation/room-of.ts';
import { ScimCard } from '../../features/scim/components/scim-card.tsx';
import { SsoCard } from '../../features/sso/components/sso-card.tsx';
import { firebaseConfig } from '../../config/env.ts';
import { SupportAccessCard } from '../../features/support/components/support-access-card.tsx';

export const prefetch = (context: PrefetchContext) =>
  Promise.all([
    context.queryClient.prefetchQuery(organisationQueryOptions(context)),
    context.queryClient.prefetchQuery(membersQueryOptions(context)),
    context.queryClient.prefetchQuery(billingQueryOptions(context)),
  ]);

/**
 * /admin: organisation profile, plan usage, plan and billing, members, support access, SCIM provisioning and single sign-on (owners), audit log. The
 * plan-and-billing section belongs to features/billing and renders in the slot marked BILLING.
 */
export function Component() {
  const { session } = useSession();
  const organisation = useOrganisation();
  const members = useMembers();
  const role = session?.role;
  const isAdmin = roleAtLeast(role, 'admin');

  const view = queryView(organisation, {
    offline: m.admin_offline_description(),
    loading: m.admin_loading(),
    failed: m.admin_load_failed(),
  });
  if (view.screen) return view.screen;
  const overview = view.data;

  const memberRoom = roomOf(overview, 'members');
  const plan = planNames[overview.organisation.plan];
  const seats = {
    used: formatNumber(memberRoom.used ?? 0),
    max: formatNumber(overview.limits.members),
  };
  const people = new Map(
    (members.data?.members ?? []).map((member) => [member.uid, member.displayName || member.email]),
  );

  return (
    <Stack gap="lg">
      <PageHeader
        title={m.admin_title()}
        description={`${overview.organisation.name} · ${planLabel(overview)}`}
      />
      {!isAdmin && <Banner tone="info">{m.admin_read_only()}</Banner>}
      <Card title={m.admin_profile_title()} description={m.admin_profile_description()}>
        <ProfileForm
          key={JSON.stringify(overview.organisation)}
          organisation={overview.organisation}
          canEdit={isAdmin}
        />
      </Card>
      <Card title={m.admin_usage_title()} description={m.admin_usage_description({ plan })}>
        <Stack gap="lg">
          <UsageBars overview={overview} />
        </Stack>
      </Card>
      {/* BILLING: the plan-and-billing section (features/billing: current plan, upgrade, downgrade, checkout, billing portal). */}
      <BillingSection />
      <Card
        title={m.admin_members_title()}
        description={
          overview.usage.invitations
            ? m.admin_seats_pending({ ...seats, pending: overview.usage.invitations })
            : m.admin_seats(seats)
        }
        actions={isAdmin ? <InviteDialog actorRole={role} room={memberRoom} /> : undefined}
      >
        <Stack gap="md">
          {isAdmin && memberRoom.message && (
            <Banner tone={memberRoom.allowed ? 'info' : 'warning'}>{memberRoom.message}</Banner>
          )}
          <MembersTable
            self={{ uid: session?.uid ?? '', role }}
            secondFactorRequired={overview.organisation.requireSecondFactor === true}
          />
        </Stack>
      </Card>
      {isAdmin && (
        <Card title={m.org_second_policy_title()} description={m.org_second_policy_description()}>
          <SecondFactorPolicy organisation={overview.organisation} />
        </Card>
      )}
      {/* Owners alone decide on Assay support's access (support-list is owners only). */}
      {role === 'owner' && <SupportAccessCard />}
      {/* Owners alone connect an identity provider (the scim-* token callables are owners only). */}
      {role === 'owner' && <ScimCard />}
      {/* Owners alone set up single sign-on (the sso-* callables are owners only). */}
      {role === 'owner' && <SsoCard authDomain={firebaseConfig.authDomain} />}
      {isAdmin && (
        <Card title={m.admin_audit_title()} description={m.admin_audit_description()}>
          <AuditLog people={people} />
        </Card>
      )}
    </Stack>
  );
}
