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
import { sharedUserStatusLabels } from '../labels.ts';
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
  const blockedReason = notOnPlan ? (room.message ?? 'Your plan does not include sharing.') : null;

  const columns: TableColumn<SharedUser>[] = [
    { id: 'email', header: 'Email', nowrap: true, cell: (user) => user.email },
    {
      id: 'status',
      header: 'Status',
      width: 110,
      cell: (user) => (
        <Badge tone={sharedUserStatusLabels[user.status].tone}>
          {sharedUserStatusLabels[user.status].label}
        </Badge>
      ),
    },
    { id: 'invitedBy', header: 'Invited by', nowrap: true, cell: (user) => user.invitedByName },
    {
      id: 'invitedAt',
      header: 'Invited',
      nowrap: true,
      width: 140,
      cell: (user) => <RelativeTime value={user.invitedAt} />,
    },
    {
      id: 'lastSignIn',
      header: 'Last sign-in',
      nowrap: true,
      width: 140,
      cell: (user) => (user.lastSignInAt ? <RelativeTime value={user.lastSignInAt} /> : <span>Never</span>),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      rowActions: true,
      cell: (user) =>
        canShare && user.status !== 'revoked' ? (
          <Inline gap="xs" wrap={false}>
            <Button
              size="xs"
              variant="ghost"
              icon="refresh"
              aria-label={`Resend the sign-in link to ${user.email}`}
              disabled={notOnPlan}
              onClick={() =>
                resend.mutate(
                  { tenantId: tenant.id, uid: user.uid },
                  {
                    onSuccess: () =>
                      toast({ title: `Sign-in link sent again to ${user.email}`, tone: 'success' }),
                    onError: (error) =>
                      toast({
                        title: 'The link was not sent',
                        description: toAppError(error).message,
                        tone: 'danger',
                      }),
                  },
                )
              }
            >
              Resend
            </Button>
            <Button
              size="xs"
              variant="ghost"
              icon="close"
              aria-label={`Revoke access of ${user.email}`}
              onClick={() => setPendingRevoke(user)}
            >
              Revoke
            </Button>
          </Inline>
        ) : null,
    },
  ];

  let body;
  if (list.isPending) body = <LoadingState label="Loading shared users" />;
  else if (list.isError)
    body = (
      <ErrorState
        title="Shared users could not be loaded"
        message={toAppError(list.error).message}
        onRetry={() => void list.refetch()}
      />
    );
  else if (list.data.items.length === 0) {
    body = (
      <EmptyState
        size="compact"
        icon="users"
        title="Not shared with anyone yet"
        description="Share this tenant with people of the assessed organisation: they see its overview, completed results and roadmap, and nothing else."
      />
    );
  } else
    body = (
      <Table caption="Shared users" columns={columns} rows={list.data.items} getRowId={(user) => user.uid} />
    );

  return (
    <Stack gap="md">
      {notOnPlan && (
        <Banner
          tone="info"
          title="Sharing is not on your plan"
          action={<Link to={paths.admin()}>See plans</Link>}
        >
          {room.message}
        </Banner>
      )}
      <Card
        title="Shared users"
        description="People outside your organisation who can see this tenant read-only."
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
        title={`Revoke access of ${pendingRevoke?.email ?? 'this person'}?`}
        description="They are signed out on their next action and can no longer see this tenant. You can share it with them again later."
        confirmLabel="Revoke access"
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
