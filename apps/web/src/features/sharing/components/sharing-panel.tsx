import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { LimitRoom } from '@assay/domain/plans/room';
import type { SharedUser } from '@assay/domain/sharing';
import type { Tenant } from '@assay/domain/tenants';
import {
  Badge,
  Banner,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Inline,
  LoadingState,
  RelativeTime,
  Stack,
  Table,
  VisuallyHidden,
  useToast,
  type TableColumn,
} from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSharedUsers } from '../api/list-shared-users.ts';
import { useResendShare } from '../api/resend-share.ts';
import { useRevokeShare } from '../api/revoke-share.ts';
import { sharedUserStatusLabel, sharedUserStatusTones } from '../labels.ts';
import { ShareDialog } from './share-dialog.tsx';

interface Props {
  tenant: Tenant;
  /** An editor or above, on an active tenant. */
  canShare: boolean;
  /** The plan's room for sharing (undefined while the organisation loads). */
  room: LimitRoom | undefined;
}

/** The tenant page's sharing tab: who sees this tenant from outside, share, resend, revoke. */
export function SharingPanel({ tenant, canShare, room }: Props) {
  const list = useSharedUsers(tenant.id);
  const resend = useResendShare();
  const revoke = useRevokeShare();
  const { toast } = useToast();
  const [pendingRevoke, setPendingRevoke] = useState<SharedUser | null>(null);
  const notOnPlan = room !== undefined && !room.allowed;
  const blockedReason = notOnPlan ? (room.message ?? m.sharing_not_on_plan_reason()) : null;

  const columns: TableColumn<SharedUser>[] = [
    { id: 'email', header: m.members_email(), nowrap: true, cell: (user) => user.email },
    {
      id: 'status',
      header: m.common_status(),
      width: 110,
      cell: (user) => (
        <Badge tone={sharedUserStatusTones[user.status]}>{sharedUserStatusLabel(user.status)}</Badge>
      ),
    },
    { id: 'invitedBy', header: m.sharing_invited_by(), nowrap: true, cell: (user) => user.invitedByName },
    {
      id: 'invitedAt',
      header: m.members_invited(),
      nowrap: true,
      width: 140,
      cell: (user) => <RelativeTime value={user.invitedAt} />,
    },
    {
      id: 'lastSignIn',
      header: m.sharing_last_sign_in(),
      nowrap: true,
      width: 140,
      cell: (user) =>
        user.lastSignInAt ? <RelativeTime value={user.lastSignInAt} /> : <span>{m.common_never()}</span>,
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
      rowActions: true,
      cell: (user) =>
        canShare && user.status !== 'revoked' ? (
          <Inline gap="xs" wrap={false}>
            <Button
              size="xs"
              variant="ghost"
              icon="refresh"
              aria-label={m.sharing_resend_to({ email: user.email })}
              disabled={notOnPlan}
              onClick={() =>
                resend.mutate(
                  { tenantId: tenant.id, uid: user.uid },
                  {
                    onSuccess: () =>
                      toast({ title: m.sharing_sent_again({ email: user.email }), tone: 'success' }),
                    onError: (error) =>
                      toast({
                        title: m.sharing_not_sent(),
                        description: toAppError(error).message,
                        tone: 'danger',
                      }),
                  },
                )
              }
            >
              {m.members_resend()}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              icon="close"
              aria-label={m.sharing_revoke_of({ email: user.email })}
              onClick={() => setPendingRevoke(user)}
            >
              {m.invite_revoke()}
            </Button>
          </Inline>
        ) : null,
    },
  ];

  let body;
  if (list.isPending) body = <LoadingState label={m.sharing_loading()} />;
  else if (list.isError)
    body = (
      <ErrorState
        title={m.sharing_load_failed()}
        message={toAppError(list.error).message}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        size="compact"
        icon="users"
        title={m.sharing_empty_title()}
        description={m.sharing_empty_description()}
      />
    );
  } else
    body = (
      <Table
        caption={m.sharing_shared_users()}
        columns={columns}
        rows={list.data.items}
        getRowId={(user) => user.uid}
      />
    );

  return (
    <Stack gap="md">
      {notOnPlan && (
        <Banner
          tone="info"
          title={m.sharing_not_on_plan_title()}
          action={<Link to={paths.admin()}>{m.common_see_plans()}</Link>}
        >
          {room.message}
        </Banner>
      )}
      <Card
        title={m.sharing_shared_users()}
        description={m.sharing_card_description()}
        actions={
          canShare ? (
            <ShareDialog tenantId={tenant.id} tenantName={tenant.name} blockedReason={blockedReason} />
          ) : undefined
        }
      >
        {body}
      </Card>
      <ConfirmDialog
        open={pendingRevoke !== null}
        onOpenChange={(open) => !open && setPendingRevoke(null)}
        title={m.sharing_revoke_confirm_title({ email: pendingRevoke?.email ?? m.sharing_this_person() })}
        description={m.sharing_revoke_confirm_description()}
        confirmLabel={m.sharing_revoke_access()}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() =>
          pendingRevoke
            ? revoke.mutateAsync({ tenantId: tenant.id, uid: pendingRevoke.uid }).then(() => undefined)
            : Promise.resolve()
        }
      />
    </Stack>
  );
}
