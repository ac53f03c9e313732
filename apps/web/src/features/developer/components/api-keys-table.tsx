import { toAppError } from '@assay/client';
import { apiKeyScopeLabels, type ApiKey } from '@assay/domain/apikeys';
import {
  Badge,
  Button,
  ConfirmDialog,
  RelativeTime,
  Stack,
  Table,
  VisuallyHidden,
  type TableColumn,
} from '@assay/ui';
import { useState } from 'react';
import { useRevokeApiKey } from '../api/revoke-api-key.ts';

const statusBadges: Record<ApiKey['status'], { label: string; tone: 'success' | 'warning' | 'neutral' }> = {
  active: { label: 'Active', tone: 'success' },
  expired: { label: 'Expired', tone: 'warning' },
  revoked: { label: 'Revoked', tone: 'neutral' },
};

/** The organisation's keys: what each may do, who made it, when and from where it was last used; revoke asks first. */
export function ApiKeysTable({ keys }: { keys: readonly ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const [pending, setPending] = useState<ApiKey | null>(null);

  const columns: TableColumn<ApiKey>[] = [
    {
      id: 'name',
      header: 'Name',
      cell: (key) => (
        <Stack gap="xs">
          <span>{key.name}</span>
          <code>{`${key.prefix}_…`}</code>
        </Stack>
      ),
    },
    {
      id: 'scope',
      header: 'Scope',
      nowrap: true,
      width: 130,
      cell: (key) => <Badge>{apiKeyScopeLabels[key.scope]}</Badge>,
    },
    {
      id: 'status',
      header: 'Status',
      width: 100,
      cell: (key) => <Badge tone={statusBadges[key.status].tone}>{statusBadges[key.status].label}</Badge>,
    },
    {
      id: 'createdBy',
      header: 'Created by',
      nowrap: true,
      cell: (key) => key.createdByName ?? 'Someone in your organisation',
    },
    {
      id: 'lastUsed',
      header: 'Last used',
      nowrap: true,
      cell: (key) =>
        key.lastUsedAt ? (
          <span>
            <RelativeTime value={key.lastUsedAt} />
            {key.lastUsedFrom ? ` · ${key.lastUsedFrom}` : ''}
          </span>
        ) : (
          'Never'
        ),
    },
    {
      id: 'expires',
      header: 'Expires',
      nowrap: true,
      cell: (key) => (key.expiresAt ? <RelativeTime value={key.expiresAt} /> : 'Never'),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      rowActions: true,
      cell: (key) =>
        key.status === 'revoked' ? null : (
          <Button
            size="xs"
            variant="ghost"
            icon="close"
            aria-label={`Revoke the key ${key.name}`}
            onClick={() => setPending(key)}
          >
            Revoke
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Table caption="API keys" columns={columns} rows={keys} getRowId={(key) => key.id} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={`Revoke the key ${pending?.name ?? ''}?`}
        description="Requests with this key are refused from the next one on. This cannot be undone."
        confirmLabel="Revoke key"
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => (pending ? revoke.mutateAsync(pending.id) : Promise.resolve())}
      />
    </Stack>
  );
}
