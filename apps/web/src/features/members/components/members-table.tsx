import { toAppError } from '@assay/client';
import type { ListedMember as Member } from '@assay/domain/members';
import type { MemberRole } from '@assay/domain/roles';
import { roleAtLeast } from '@assay/domain/roles';
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
import { roleLabel } from '@assay/views/labels';
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
      title: m.members_now_role({ name: nameOf(member), role }),
      description: m.members_next_action(),
      tone: 'success',
    });
  }

  function requestRole(member: Member, role: MemberRole) {
    if (role === member.role) return;
    // Taking rights away (or making an owner) asks first; adding rights applies at once.
    if (role === 'owner' || !roleAtLeast(role, member.role)) setPendingRole({ member, role });
    else
      applyRole(member, role).catch((error: unknown) =>
        toast({
          title: m.members_role_not_changed(),
          description: toAppError(error).message,
          tone: 'danger',
        }),
      );
  }

  const columns: TableColumn<Member>[] = [
    {
      id: 'name',
      header: m.members_member(),
      cell: (member) => (
        <Stack gap="none">
          <span>
            {nameOf(member)}
            {member.uid === self.uid && <Badge tone="neutral"> {m.common_you()}</Badge>}
          </span>
          {member.displayName && <small>{member.email}</small>}
        </Stack>
      ),
    },
    {
      id: 'role',
      header: m.members_role(),
      width: 170,
      cell: (member) =>
        manageable(member) ? (
          <Select
            label={m.members_role_of({ name: nameOf(member) })}
            hideLabel
            size="sm"
            value={member.role}
            onValueChange={(role) => requestRole(member, role as MemberRole)}
            options={assignableRoles(self.role).map((value) => ({ value, label: roleLabel(value) }))}
          />
        ) : (
          <Badge tone={member.role === 'owner' ? 'accent' : 'neutral'}>{roleLabel(member.role)}</Badge>
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
      header: m.members_joined(),
      nowrap: true,
      width: 130,
      cell: (member) => <RelativeTime value={member.joinedAt} />,
    },
    ...(canManage
      ? [
          {
            id: 'actions',
            header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
            rowActions: true,
            cell: (member: Member) => (
              <Inline gap="xs" justify="flex-end" wrap={false}>
                {resettable(member) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    icon="shield"
                    onClick={() => setPendingReset(member)}
                    aria-label={m.members_reset_of({ name: nameOf(member) })}
                  >
                    {m.members_reset_short()}
                  </Button>
                )}
                {manageable(member) && (
                  <Button
                    size="xs"
                    variant="ghost"
                    icon="trash"
                    onClick={() => setPendingRemoval(member)}
                    aria-label={m.members_remove_name({ name: nameOf(member) })}
                  >
                    {member.uid === self.uid ? m.members_leave() : m.common_remove()}
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
        title={m.members_load_failed()}
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <Stack gap="lg">
      <Table
        caption={m.members_caption()}
        columns={columns}
        rows={members}
        getRowId={(member) => member.uid}
        loading={query.isPending}
        emptyState={
          <EmptyState icon="users" title={m.members_empty()} description={m.members_empty_description()} />
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
            ? m.members_make_role({ name: nameOf(pendingRole.member), role: pendingRole.role })
            : m.members_change_role_q()
        }
        description={pendingRole?.role === 'owner' ? m.members_owner_explained() : m.members_lose_rights()}
        confirmLabel={m.members_change_role()}
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
              ? m.members_leave_q()
              : m.members_remove_q({ name: nameOf(pendingRemoval) })
            : m.members_remove_member_q()
        }
        description={m.members_remove_description()}
        confirmLabel={pendingRemoval?.uid === self.uid ? m.members_leave() : m.common_remove()}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={async () => {
          if (!pendingRemoval) return;
          await remove.mutateAsync(pendingRemoval.uid);
          toast({ title: m.members_removed({ name: nameOf(pendingRemoval) }), tone: 'success' });
        }}
      />
      <ConfirmDialog
        open={pendingReset !== null}
        onOpenChange={(open) => !open && setPendingReset(null)}
        title={pendingReset ? m.members_reset_q({ name: nameOf(pendingReset) }) : m.members_reset_plain_q()}
        description={m.members_reset_description()}
        confirmLabel={m.members_reset_confirm()}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={async () => {
          if (!pendingReset) return;
          const { removed } = await resetSecondFactors.mutateAsync(pendingReset.uid);
          toast({
            title:
              removed === 0
                ? m.members_had_none({ name: nameOf(pendingReset) })
                : m.members_reset_done({ name: nameOf(pendingReset) }),
            tone: removed === 0 ? 'info' : 'success',
          });
        }}
      />
    </Stack>
  );
}
