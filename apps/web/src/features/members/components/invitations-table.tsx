import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { invitationStatus, type Invitation } from '@assay/domain/members';
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
import { roleLabel } from '@assay/views/labels';

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
    { id: 'email', header: m.members_invited(), nowrap: true, cell: (invitation) => invitation.email },
    {
      id: 'role',
      header: m.members_role(),
      width: 110,
      cell: (invitation) => <Badge>{roleLabel(invitation.role)}</Badge>,
    },
    {
      id: 'status',
      header: m.members_link(),
      nowrap: true,
      width: 170,
      cell: (invitation) =>
        invitationStatus(invitation, now) === 'expired' ? (
          <Badge tone="warning">{m.common_expired()}</Badge>
        ) : (
          <span>
            {m.members_expires()} <RelativeTime value={invitation.expiresAt} />
          </span>
        ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
      rowActions: true,
      cell: (invitation) =>
        mayHandle(invitation) ? (
          <Inline gap="xs" wrap={false}>
            <Button
              size="xs"
              variant="ghost"
              icon="refresh"
              aria-label={m.members_resend_to({ email: invitation.email })}
              onClick={() =>
                resend.mutate(invitation.id, {
                  onSuccess: () =>
                    toast({
                      title: m.members_sent_again({ email: invitation.email }),
                      description: m.members_previous_link(),
                      tone: 'success',
                    }),
                  onError: (error) =>
                    toast({
                      title: m.members_not_sent(),
                      description: toAppError(error).message,
                      tone: 'danger',
                    }),
                })
              }
            >
              {m.members_resend()}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              icon="close"
              aria-label={m.members_withdraw_to({ email: invitation.email })}
              onClick={() => setPendingRevoke(invitation)}
            >
              {m.members_withdraw()}
            </Button>
          </Inline>
        ) : null,
    },
  ];

  if (invitations.length === 0) return null;
  return (
    <Stack gap="sm">
      <Table
        caption={m.members_pending()}
        showCaption
        columns={columns}
        rows={invitations}
        getRowId={(invitation) => invitation.id}
      />
      <ConfirmDialog
        open={pendingRevoke !== null}
        onOpenChange={(open) => !open && setPendingRevoke(null)}
        title={m.members_withdraw_confirm({ email: pendingRevoke?.email ?? m.members_this_address() })}
        description={m.members_withdraw_description()}
        confirmLabel={m.members_withdraw()}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => (pendingRevoke ? revoke.mutateAsync(pendingRevoke.id) : Promise.resolve())}
      />
    </Stack>
  );
}
