// The organisation focus's support access: the system admin's own grant (asked, active,
// denied, revoked, expired), how to ask or break the glass, and — only under an active grant —
// the organisation's tenants to drill into, read-only.
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { supportGrantStatusLabel, type SupportGrant } from '@assay/domain/support';
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
      {grant.breakGlass && <Badge tone="danger">Break-glass</Badge>}
      <span>
        {grant.status === 'active' ? (
          <>
            Read-only, ends <RelativeTime value={grant.expiresAt} />
          </>
        ) : grant.status === 'pending' ? (
          <>
            {grant.hours} h asked <RelativeTime value={grant.requestedAt} />
          </>
        ) : (
          <>
            Asked <RelativeTime value={grant.requestedAt} />
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
      header: 'Tenant',
      cell: (tenant) => <Link to={paths.serviceTenant({ tid, ttid: tenant.id })}>{tenant.name}</Link>,
    },
  ];
  if (tenants.isPending) return <LoadingState label="Loading the tenants" />;
  if (tenants.isError)
    return (
      <ErrorState
        title="The tenants could not be read"
        message={toAppError(tenants.error).message}
        onRetry={() => void tenants.refetch()}
      />
    );
  return (
    <Table
      caption="Tenants (read-only under support access)"
      showCaption
      columns={columns}
      rows={tenants.data.items}
      getRowId={(tenant) => tenant.id}
      emptyState={<EmptyState icon="building" title="No tenants" />}
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
      title="Support access"
      description="The organisation's content (tenants, assessments, roadmap) opens only under access its owners approve, or by break-glass in an incident. Every read is in its audit log."
      actions={
        status.isSuccess ? (
          <Inline gap="sm">
            {grant?.status !== 'active' && <AskDialog tid={tid} kind="request" />}
            {grant?.status !== 'active' && <AskDialog tid={tid} kind="breakGlass" />}
            {open && (
              <Button variant="outline" icon="close" onClick={() => setConfirming(true)}>
                {grant.status === 'active' ? 'End my access' : 'Withdraw the request'}
              </Button>
            )}
          </Inline>
        ) : undefined
      }
    >
      {status.isPending ? (
        <LoadingState label="Loading your support access" />
      ) : status.isError ? (
        <ErrorState
          title="Your support access could not be loaded"
          message={toAppError(status.error).message}
          onRetry={() => void status.refetch()}
        />
      ) : (
        <Stack gap="md">
          {grant ? <GrantLine grant={grant} /> : <p>You have not asked for access to this organisation.</p>}
          {grant?.status === 'active' && <GrantedTenants tid={tid} />}
        </Stack>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={grant?.status === 'active' ? 'End your support access?' : 'Withdraw your request?'}
        description="You can ask again later; the owners decide again."
        confirmLabel={grant?.status === 'active' ? 'End access' : 'Withdraw'}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => withdraw.mutateAsync({ tid })}
      />
    </Card>
  );
}
