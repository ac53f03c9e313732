import { toAppError } from '@assay/client';
import { invitationStatus, type Invitation } from '@assay/domain/members';
import { roleLabels } from '@assay/domain/roles';
import type { MemberRole } from '@assay/domain/roles';
import {
  Badge,
  Button,
  ConfirmDialog,
  Inline,
  RelativeTime,
  Stack,
  Table,
  VisuallyHidden,
  useToast,
  type TableColumn,
} from '@assay/ui';
import { useState } from 'react';
import { useResendInvitation } from '../api/resend-invitation.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';

interface Props {
  invitations: readonly Invitation[];
  actorRole: MemberRole | undefined;
}

/** Pending invitations: resend (a new link) or withdraw (frees the seat). */
export function InvitationsTable({ invitations, actorRole }: Props) {
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  const { toast } = useToast();
  const [pendingRevoke, setPendingRevoke] = useState<Invitation | null>(null);
  const now = new Date();
  const mayHandle = (invitation: Invitation) => invitation.role !== 'owner' || actorRole === 'owner';

  const columns: TableColumn<Invitation>[] = [
    { id: 'email', header: 'Invited', nowrap: true, cell: (invitation) => invitation.email },
    {
      id: 'role',
      header: 'Role',
      width: 110,
      cell: (invitation) => <Badge>{roleLabels[invitation.role]}</Badge>,
    },
    {
      id: 'status',
      header: 'Link',
      nowrap: true,
      width: 170,
      cell: (invitation) =>
        invitationStatus(invitation, now) === 'expired' ? (
          <Badge tone="warning">Expired</Badge>
        ) : (
          <span>
            Expires <RelativeTime value={invitation.expiresAt} />
          </span>
        ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      rowActions: true,
      cell: (invitation) =>
        mayHandle(invitation) ? (
          <Inline gap="xs" wrap={false}>
            <Button
              size="xs"
              variant="ghost"
              icon="refresh"
              aria-label={`Resend the invitation to ${invitation.email}`}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () =>
                    toast({
                      title: `Invitation sent again to ${invitation.email}`,
                      description: 'The previous link no longer works.',
                      tone: 'success',
                    }),
                  onError: (error) =>
                    toast({
                      title: 'The invitation was not sent',
                      description: toAppError(error).message,
                      tone: 'danger',
                    }),
                })
              }
            >
              Resend
            </Button>
            <Button
              size="xs"
              variant="ghost"
              icon="close"
              aria-label={`Withdraw the invitation to ${invitation.email}`}
              onClick={() => setPendingRevoke(invitation)}
            >
              Withdraw
            </Button>
          </Inline>
        ) : null,
    },
  ];

  if (invitations.length === 0) return null;
  return (
    <Stack gap="sm">
      <Table
        caption="Pending invitations"
        showCaption
        columns={columns}
        rows={invitations}
        getRowId={(invitation) => invitation.id}
      />
      <ConfirmDialog
        open={pendingRevoke !== null}
        onOpenChange={(open) => !open && setPendingRevoke(null)}
        title={`Withdraw the invitation to ${pendingRevoke?.email ?? 'this address'}?`}
        description="The link in their email stops working and the seat is freed."
        confirmLabel="Withdraw"
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => (pendingRevoke ? revoke.mutateAsync(pendingRevoke.id) : Promise.resolve())}
      />
    </Stack>
  );
}
