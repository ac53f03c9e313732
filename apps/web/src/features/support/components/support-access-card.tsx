import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { supportGrantAt, type SupportGrant } from '@assay/domain/support';
import { supportGrantStatusLabel } from '@assay/views/support';
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
  () => { title: string; description: string; label: string; done: string }
> = {
  approve: () => ({
    title: m.support_approve_title(),
    description: m.support_approve_description(),
    label: m.support_approve(),
    done: m.support_approved(),
  }),
  deny: () => ({
    title: m.support_deny_title(),
    description: m.support_deny_description(),
    label: m.support_deny(),
    done: m.support_denied(),
  }),
  revoke: () => ({
    title: m.support_revoke_title(),
    description: m.support_revoke_description(),
    label: m.invite_revoke(),
    done: m.support_revoked(),
  }),
};

function who(grant: SupportGrant): string {
  return grant.adminEmail ?? m.support_a_system_admin();
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
      header: m.support_column(),
      cell: (grant) => (
        <Stack gap="none">
          <span>{who(grant)}</span>
          <small>{grant.reason}</small>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: m.common_status(),
      nowrap: true,
      cell: (grant) => (
        <Inline gap="xs">
          <Badge tone={tones[grant.status]}>{supportGrantStatusLabel(grant)}</Badge>
          {grant.breakGlass && <Badge tone="danger">{m.support_break_glass()}</Badge>}
        </Inline>
      ),
    },
    {
      id: 'until',
      header: m.support_until(),
      nowrap: true,
      hideBelow: 'sm',
      cell: (grant) =>
        grant.status === 'active' ? (
          <RelativeTime value={grant.expiresAt} />
        ) : grant.status === 'pending' ? (
          <span>{m.support_hours_once_approved({ hours: grant.hours })}</span>
        ) : (
          '—'
        ),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
      // Always shown, not on hover: a request waits for exactly this decision (the mail sent the owner here).
      align: 'end',
      cell: (grant) =>
        grant.status === 'pending' ? (
          <Inline gap="xs" justify="flex-end">
            <Button
              size="xs"
              variant="solid"
              aria-label={m.support_approve_of({ who: who(grant) })}
              onClick={() => setPending({ grant, decision: 'approve' })}
            >
              {m.support_approve()}
            </Button>
            <Button
              size="xs"
              variant="ghost"
              aria-label={m.support_deny_of({ who: who(grant) })}
              onClick={() => setPending({ grant, decision: 'deny' })}
            >
              {m.support_deny()}
            </Button>
          </Inline>
        ) : grant.status === 'active' ? (
          <Button
            size="xs"
            variant="ghost"
            icon="close"
            aria-label={m.support_revoke_of({ who: who(grant) })}
            onClick={() => setPending({ grant, decision: 'revoke' })}
          >
            {m.invite_revoke()}
          </Button>
        ) : null,
    },
  ];

  const confirm = pending ? confirmations[pending.decision]() : null;
  return (
    <Card title={m.support_card_title()} description={m.support_card_description()}>
      {grants.isPending ? (
        <LoadingState label={m.support_loading()} />
      ) : grants.isError ? (
        <ErrorState
          title={m.support_load_failed()}
          message={toAppError(grants.error).message}
          onRetry={() => void grants.refetch()}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon="lock" title={m.support_empty_title()} description={m.support_empty_description()} />
      ) : (
        <Stack gap="sm">
          {breakGlass.map((grant) => (
            <Banner key={grant.id} tone="danger">
              {m.support_break_glass_banner({ who: who(grant), reason: grant.reason })}
            </Banner>
          ))}
          <Table
            caption={m.support_table_caption()}
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
            ? `${confirm?.description ?? ''} ${m.support_requested_by({ who: who(pending.grant), reason: pending.grant.reason })}`
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
