import { toAppError } from '@assay/client';
import type { ListedMember as Member } from '@assay/domain/members';
import type { MemberRole } from '@assay/domain/roles';
import { roleAtLeast, roleLabels } from '@assay/domain/roles';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Inline,
  RelativeTime,
  Select,
  Stack,
  Table,
  VisuallyHidden,
  useToast,
  type TableColumn,
} from '@assay/ui';
import { m } from '@assay/messages';
import { useState } from 'react';
import { useChangeRole } from '../api/change-role.ts';
import { useMembers } from '../api/list-members.ts';
import { useRemoveMember } from '../api/remove-member.ts';
import { useResetSecondFactors } from '../api/reset-second-factors.ts';
import { assignableRoles } from '../labels.ts';
import { InvitationsTable } from './invitations-table.tsx';

interface Props {
  /** The signed-in member. */
  self: { uid: string; role: MemberRole | undefined };
  /** The organisation requires two-step sign-in: members without a second step are turned away. */
  secondFactorRequired?: boolean;
}

interface PendingRole {
  member: Member;
  role: MemberRole;
}

/** Members with their role (changeable by admins), and pending invitations below. */
export function MembersTable({ self, secondFactorRequired = false }: Props) {
  const query = useMembers();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const resetSecondFactors = useResetSecondFactors();
  const { toast } = useToast();
  const [pendingRole, setPendingRole] = useState<PendingRole | null>(null);
  const [pendingRemoval, setPendingRemoval] = useState<Member | null>(null);
  const [pendingReset, setPendingReset] = useState<Member | null>(null);
  const canManage = roleAtLeast(self.role, 'admin');
  const members = query.data?.members ?? [];
  const owners = members.filter((member) => member.role === 'owner').length;

  /** Whether `actor` may change this member at all (only owners touch owners; the last owner stays). */
  const manageable = (member: Member) =>
    canManage && (member.role !== 'owner' || (self.role === 'owner' && owners > 1));
  /** Owners reset the two-step sign-in of members who lost their phone (an owner's: Assay's support). */
  const resettable = (member: Member) =>
    self.role === 'owner' && member.role !== 'owner' && member.uid !== self.uid;
  const nameOf = (member: Member) => member.displayName || member.email;

  async function applyRole(member: Member, role: MemberRole) {
    await changeRole.mutateAsync({ uid: member.uid, role });
    toast({
      title: `${nameOf(member)} is now ${roleLabels[role].toLowerCase()}`,
      description: 'The change applies to their next action.',
      tone: 'success',
    });
  }

  function requestRole(member: Member, role: MemberRole) {
    if (role === member.role) return;
    // Taking rights away (or making an owner) asks first; adding rights applies at once.
    if (role === 'owner' || !roleAtLeast(role, member.role)) setPendingRole({ member, role });
    else
      applyRole(member, role).catch((error: unknown) =>
        toast({ title: 'The role was not changed', description: toAppError(error).message, tone: 'danger' }),
      );
  }

  const columns: TableColumn<Member>[] = [
    {
      id: 'name',
      header: 'Member',
      cell: (member) => (
        <Stack gap="none">
          <span>
            {nameOf(member)}
            {member.uid === self.uid && <Badge tone="neutral"> You</Badge>}
          </span>
          {member.displayName && <small>{member.email}</small>}
        </Stack>
      ),
    },
    {
      id: 'role',
      header: 'Role',
      width: 170,
      cell: (member) =>
        manageable(member) ? (
          <Select
            label={`Role of ${nameOf(member)}`}
            hideLabel
            size="sm"
            value={member.role}
            onValueChange={(role) => requestRole(member, role as MemberRole)}
            options={assignableRoles(self.role).map((value) => ({ value, label: roleLabels[value] }))}
          />
        ) : (
          <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{roleLabels[member.role]}</Badge>
        ),
    },
    // Owners and admins are told who signs in with a second step (the server leaves it out for others).
    ...(canManage
      ? [
          {
            id: 'secondFactor',
            header: m.members_second_factor_header(),
            nowrap: true,
            width: 150,
            hideBelow: 'sm' as const,
            cell: (member: Member) =>
              member.secondFactor === undefined ? null : member.secondFactor ? (
                <Badge tone="success">{m.members_second_factor_on()}</Badge>
              ) : secondFactorRequired ? (
                <Badge tone="warning">{m.members_second_factor_off_required()}</Badge>
              ) : (
                <Badge tone="neutral">{m.members_second_factor_off()}</Badge>
              ),
          },
        ]
      : []),
    {
      id: 'joined',
      header: 'Joined',
      nowrap: true,
      width: 130,
      cell: (member) => <RelativeTime value={member.joinedAt} />,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: <VisuallyHidden>Actions</VisuallyHidden>,
            rowActions: true,
            cell: (member: Member) => (
              <Inline gap="xs" justify="flex-end" wrap={false}>
                {resettable(member) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    icon="shield"
                    onClick={() => setPendingReset(member)}
                    aria-label={`Reset the two-step sign-in of ${nameOf(member)}`}
                  >
                    Reset two-step
                  </Button>
                )}
                {manageable(member) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    icon="trash"
                    onClick={() => setPendingRemoval(member)}
                    aria-label={`Remove ${nameOf(member)}`}
                  >
                    {member.uid === self.uid ? 'Leave' : 'Remove'}
                  </Button>
                )}
              </Inline>
            ),
          },
        ]
      : []),
  ];

  if (query.isError) {
    return (
      <ErrorState
        title="Members could not be loaded"
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Table
        caption="Members"
        columns={columns}
        rows={members}
        getRowId={(member) => member.uid}
        loading={query.isPending}
        emptyState={
          <EmptyState icon="users" title="No members" description="Invite the people you work with." />
        }
      />
      {canManage && query.data && (
        <InvitationsTable invitations={query.data.invitations} actorRole={self.role} />
      )}
      <ConfirmDialog
        open={pendingRole !== null}
        onOpenChange={(open) => !open && setPendingRole(null)}
        title={
          pendingRole
            ? `Make ${nameOf(pendingRole.member)} ${roleLabels[pendingRole.role].toLowerCase()}?`
            : 'Change role?'
        }
        description={
          pendingRole?.role === 'owner'
            ? 'Owners manage other owners and billing. The change applies to their next action.'
            : 'They lose the rights of their current role on their next action, and are asked to sign in again.'
        }
        confirmLabel="Change role"
        tone={pendingRole?.role === 'owner' ? 'default' : 'danger'}
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => (pendingRole ? applyRole(pendingRole.member, pendingRole.role) : Promise.resolve())}
      />
      <ConfirmDialog
        open={pendingRemoval !== null}
        onOpenChange={(open) => !open && setPendingRemoval(null)}
        title={
          pendingRemoval
            ? pendingRemoval.uid === self.uid
              ? 'Leave the organisation?'
              : `Remove ${nameOf(pendingRemoval)}?`
            : 'Remove member?'
        }
        description="Their access ends on their next action. Their tenants, assessments and audit entries stay."
        confirmLabel={pendingRemoval?.uid === self.uid ? 'Leave' : 'Remove'}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={async () => {
          if (!pendingRemoval) return;
          await remove.mutateAsync(pendingRemoval.uid);
          toast({ title: `${nameOf(pendingRemoval)} was removed`, tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={pendingReset !== null}
        onOpenChange={(open) => !open && setPendingReset(null)}
        title={
          pendingReset ? `Reset the two-step sign-in of ${nameOf(pendingReset)}?` : 'Reset two-step sign-in?'
        }
        description="For someone who lost their phone or authenticator app: every second step of theirs is removed and they are signed out. They sign in with their password alone, then add a new one on their account page."
        confirmLabel="Reset two-step sign-in"
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={async () => {
          if (!pendingReset) return;
          const { removed } = await resetSecondFactors.mutateAsync(pendingReset.uid);
          toast({
            title:
              removed === 0
                ? `${nameOf(pendingReset)} had no two-step sign-in`
                : `The two-step sign-in of ${nameOf(pendingReset)} was reset`,
            tone: removed === 0 ? 'info' : 'success',
          });
        }}
      />
    </Stack>
  );
}
