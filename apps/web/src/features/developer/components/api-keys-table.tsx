import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { ApiKey } from '@assay/domain/apikeys';
import { scopeLabel } from '../labels.ts';
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

const statusBadges: Record<
  ApiKey['status'],
  { label: () => string; tone: 'success' | 'warning' | 'neutral' }
> = {
  active: { label: m.common_status_active, tone: 'success' },
  expired: { label: m.common_expired, tone: 'warning' },
  revoked: { label: m.common_status_revoked, tone: 'neutral' },
};

/** The organisation's keys: what each may do, who made it, when and from where it was last used; revoke asks first. */
export function ApiKeysTable({ keys }: { keys: readonly ApiKey[] }) {
  const revoke = useRevokeApiKey();
  const [pending, setPending] = useState<ApiKey | null>(null);

  const columns: TableColumn<ApiKey>[] = [
    {
      id: 'name',
      header: m.common_name(),
      cell: (key) => (
        <Stack gap="xs">
          <span>{key.name}</span>
          <code>{`${key.prefix}_…`}</code>
        </Stack>
      ),
    },
    {
      id: 'scope',
      header: m.dev_scope(),
      nowrap: true,
      width: 130,
      cell: (key) => <Badge>{scopeLabel(key.scope)}</Badge>,
    },
    {
      id: 'status',
      header: m.common_status(),
      width: 100,
      cell: (key) => <Badge tone={statusBadges[key.status].tone}>{statusBadges[key.status].label()}</Badge>,
    },
    {
      id: 'createdBy',
      header: m.dev_created_by(),
      nowrap: true,
      cell: (key) => key.createdByName ?? m.dev_someone(),
    },
    {
      id: 'lastUsed',
      header: m.dev_last_used(),
      nowrap: true,
      cell: (key) =>
        key.lastUsedAt ? (
          <span>
            <RelativeTime value={key.lastUsedAt} />
            {key.lastUsedFrom ? ` · ${key.lastUsedFrom}` : ''}
          </span>
        ) : (
          m.common_never()
        ),
    },
    {
      id: 'expires',
      header: m.dev_expires(),
      nowrap: true,
      cell: (key) => (key.expiresAt ? <RelativeTime value={key.expiresAt} /> : m.common_never()),
    },
    {
      id: 'actions',
      header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
      rowActions: true,
      cell: (key) =>
        key.status === 'revoked' ? null : (
          <Button
            size="xs"
            variant="ghost"
            icon="close"
            aria-label={m.dev_revoke_key_of({ name: key.name })}
            onClick={() => setPending(key)}
          >
            {m.invite_revoke()}
          </Button>
        ),
    },
  ];

  return (
    <Stack gap="sm">
      <Table caption={m.dev_tab_keys()} columns={columns} rows={keys} getRowId={(key) => key.id} />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={m.dev_revoke_key_title({ name: pending?.name ?? '' })}
        description={m.dev_revoke_key_description()}
        confirmLabel={m.dev_revoke_key()}
        tone="danger"
        errorMessage={(error) => toAppError(error).message}
        onConfirm={() => (pending ? revoke.mutateAsync(pending.id) : Promise.resolve())}
      />
    </Stack>
  );
}
