// The organisation focus's support access: the system admin's own grant (asked, active,
// denied, revoked, expired), how to ask or break the glass, and — only under an active grant —
// the organisation's tenants to drill into, read-only.
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { SupportGrant } from '@assay/domain/support';
import {
  Badge,
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
  type TableColumn,
} from '@assay/ui';
import { supportGrantStatusLabel } from '@assay/views/support';
import { useState } from 'react';
import { Link } from 'react-router';
import { useSupportStatus, useSupportTenants, useWithdrawSupport } from '../api/support-access.ts';
import { AskDialog } from './ask-dialog.tsx';

const tones: Record<SupportGrant['status'], 'warning' | 'success' | 'neutral' | 'danger'> = {
  pending: 'warning',
  active: 'success',
  denied: 'danger',
  revoked: 'neutral',
  expired: 'neutral',
};

function GrantLine({ grant }: { grant: SupportGrant }) {
  return (
    <Inline gap="sm">
      <Badge tone={tones[grant.status]}>{supportGrantStatusLabel(grant)}</Badge>
      {grant.breakGlass && <Badge tone="danger">{m.support_break_glass()}</Badge>}
      <span>
        {grant.status === 'active' ? (
          <>
            {m.console_support_read_only_ends()} <RelativeTime value={grant.expiresAt} />
          </>
        ) : grant.status === 'pending' ? (
          <>
            {m.console_support_hours_asked({ hours: grant.hours })} <RelativeTime value={grant.requestedAt} />
          </>
        ) : (
          <>
            {m.console_support_asked()} <RelativeTime value={grant.requestedAt} />
          </>
        )}
        {` · “${grant.reason}”`}
      </span>
    </Inline>
  );
}

function GrantedTenants({ tid }: { tid: string }) {
  const tenants = useSupportTenants(tid, true);
  const columns: TableColumn<{ id: string; name: string }>[] = [
    {
      id: 'name',
      header: m.common_tenant(),
      cell: (tenant) => <Link to={paths.serviceTenant({ tid, ttid: tenant.id })}>{tenant.name}</Link>,
    },
  ];
  if (tenants.isPending) return <LoadingState label={m.console_support_loading_tenants()} />;
  if (tenants.isError)
    return (
      <ErrorState
        title={m.console_support_tenants_not_read()}
        message={toAppError(tenants.error).message}
        onRetry={() => void tenants.refetch()}
      />
    );
  return (
    <Table
      caption={m.console_support_tenants_caption()}
      showCaption
      columns={columns}
      rows={tenants.data.items}
      getRowId={(tenant) => tenant.id}
      emptyState={<EmptyState icon="building" title={m.console_support_no_tenants()} />}
    />
  );
}

export function SupportAccessPanel({ tid }: { tid: string }) {
  const status = useSupportStatus(tid);
  const withdraw = useWithdrawSupport();
  const [confirming, setConfirming] = useState(false);
  const grant = status.data?.grant ?? null;
  const open = grant?.status === 'active' || grant?.status === 'pending';
  return (
    <Card
      title={m.console_support_access()}
      description={m.console_support_access_description()}
      actions={
        status.isSuccess ? (
          <Inline gap="sm">
            {grant?.status !== 'active' && <AskDialog tid={tid} kind="request" />}
            {grant?.status !== 'active' && <AskDialog tid={tid} kind="breakGlass" />}
            {open && (
              <Button variant="outline" icon="close" onClick={() => setConfirming(true)}>
                {grant.status === 'active'
                  ? m.console_support_end_mine()
                  : m.console_support_withdraw_request()}
              </Button>
            )}
          </Inline>
        ) : undefined
      }
    >
      {status.isPending ? (
        <LoadingState label={m.console_support_loading_access()} />
      ) : status.isError ? (
        <ErrorState
          title={m.console_support_access_not_loaded()}
          message={toAppError(status.error).message}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Stack gap="md">
          {grant ? <GrantLine grant={grant} /> : <p>{m.console_support_not_asked()}</p>}
          {grant?.status === 'active' && <GrantedTenants tid={tid} />}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={
          grant?.status === 'active' ? m.console_support_end_title() : m.console_support_withdraw_title()
        }
        description={m.console_support_ask_again()}
        confirmLabel={
          grant?.status === 'active' ? m.console_support_end_access() : m.console_support_withdraw()
        }
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => withdraw.mutateAsync({ tid })}
      />
    </Card>
  );
}
