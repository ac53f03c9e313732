import { toAppError } from '@assay/client';
import { supportGrantAt, supportGrantStatusLabel, type SupportGrant } from '@assay/domain/support';
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
import { useSupportDecision, useSupportGrants, type SupportDecision } from '../api/support-grants.ts';

const tones: Record<SupportGrant['status'], 'warning' | 'success' | 'neutral' | 'danger'> = {
  pending: 'warning',
  active: 'success',
  denied: 'neutral',
  revoked: 'neutral',
  expired: 'neutral',
};

const confirmations: Record<
  SupportDecision,
  { title: string; description: string; label: string; done: string }
> = {
  approve: {
    title: 'Approve support access?',
    description:
      'Assay support can then read your tenants, assessments and roadmap, read-only, for the hours asked. Every read is recorded in your audit log, and you can revoke the access at any time.',
    label: 'Approve',
    done: 'Support access approved',
  },
  deny: {
    title: 'Deny support access?',
    description: 'Support cannot read anything of your organisation under this request.',
    label: 'Deny',
    done: 'Support access denied',
  },
  revoke: {
    title: 'Revoke support access?',
    description: 'Support loses access at once, with its very next read.',
    label: 'Revoke',
    done: 'Support access revoked',
  },
};

function who(grant: SupportGrant): string {
  return grant.adminEmail ?? 'A system admin';
}

/** Owners decide on Assay support's access: pending requests, active grants (break-glass marked), recent ones. */
export function SupportAccessCard() {
  const grants = useSupportGrants();
  const decide = useSupportDecision();
  const { toast } = useToast();
  const [pending, setPending] = useState<{ grant: SupportGrant; decision: SupportDecision } | null>(null);
  // Expiry is the clock's: a grant listed a while ago reads as it stands now.
  const now = new Date();
  const rows = (grants.data?.grants ?? []).map((grant) => supportGrantAt(grant, now));
  const breakGlass = rows.filter((grant) => grant.breakGlass && grant.status === 'active');

  const columns: TableColumn<SupportGrant>[] = [
    // Who and why in one cell, so that on a phone the status and the decision stay in view.
    {
      id: 'who',
      header: 'Support',
      cell: (grant) => (
        <Stack gap="none">
          <span>{who(grant)}</span>
          <small>{grant.reason}</small>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: 'Status',
      nowrap: true,
      cell: (grant) => (
        <Inline gap="xs">
          <Badge tone={tones[grant.status]}>{supportGrantStatusLabel(grant)}</Badge>
          {grant.breakGlass && <Badge tone="danger">Break-glass</Badge>}
        </Inline>
      ),
    },
    {
      id: 'until',
      header: 'Until',
      nowrap: true,
      hideBelow: 'sm',
      cell: (grant) =>
        grant.status === 'active' ? (
          <RelativeTime value={grant.expiresAt} />
        ) : grant.status === 'pending' ? (
          <span>{grant.hours} h once approved</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      // Always shown, not on hover: a request waits for exactly this decision (the mail sent the owner here).
      align: 'end',
      cell: (grant) =>
        grant.status === 'pending' ? (
          <Inline gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="solid"
              aria-label={`Approve the request of ${who(grant)}`}
              onClick={() => setPending({ grant, decision: 'approve' })}
            >
              Approve
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label={`Deny the request of ${who(grant)}`}
              onClick={() => setPending({ grant, decision: 'deny' })}
            >
              Deny
            </Button>
          </Inline>
        ) : grant.status === 'active' ? (
          <Button
            size="xs"
            variant="ghost"
            icon="close"
            aria-label={`Revoke the access of ${who(grant)}`}
            onClick={() => setPending({ grant, decision: 'revoke' })}
          >
            Revoke
          </Button>
        ) : null,
    },
  ];

  const confirm = pending ? confirmations[pending.decision] : null;
  return (
    <Card
      title="Support access"
      description="Assay support reads your organisation only with an owner's approval (or, in an incident, by break-glass, which you are told about at once). Every read is in your audit log."
    >
      {grants.isPending ? (
        <LoadingState label="Loading support access" />
      ) : grants.isError ? (
        <ErrorState
          title="Support access could not be loaded"
          message={toAppError(grants.error).message}
          onRetry={() => void grants.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState
          icon="lock"
          title="No support access"
          description="When Assay support asks for access, the request appears here and every owner gets an email."
        />
      ) : (
        <Stack gap="sm">
          {breakGlass.map((grant) => (
            <Banner key={grant.id} tone="danger">
              Break-glass: {who(grant)} opened read-only access without approval ({grant.reason}). It ends by
              itself; you can revoke it now.
            </Banner>
          ))}
          <Table
            caption="Support access requests and grants"
            columns={columns}
            rows={rows}
            getRowId={(grant) => grant.id}
          />
        </Stack>
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={confirm?.title ?? ''}
        description={
          pending
            ? `${confirm?.description ?? ''} Requested by ${who(pending.grant)}: “${pending.grant.reason}”.`
            : undefined
        }
        confirmLabel={confirm?.label}
        tone={pending?.decision === 'approve' ? 'default' : 'danger'}
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() =>
          pending
            ? decide
                .mutateAsync({ adminUid: pending.grant.adminUid, decision: pending.decision })
                .then(() => toast({ title: confirm?.done ?? '', tone: 'success' }))
            : Promise.resolve()
        }
      />
    </Card>
  );
}
