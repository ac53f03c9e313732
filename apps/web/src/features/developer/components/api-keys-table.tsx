import { m } from '@assay/messages';
import type { ApiKey } from '@assay/domain/apikeys';
import { scopeLabel } from '../labels.ts';
import { Badge, RelativeTime, Stack, Table, type TableColumn } from '@assay/ui';
import { useConfirmedRowAction } from '@assay/views/list';
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
  const actions = useConfirmedRowAction<ApiKey>({
    label: m.invite_revoke(),
    labelOf: (key) => m.dev_revoke_key_of({ name: key.name }),
    hiddenFor: (key) => key.status === 'revoked',
    title: (key) => m.dev_revoke_key_title({ name: key.name }),
    description: m.dev_revoke_key_description(),
    confirmLabel: m.dev_revoke_key(),
    run: (key) => revoke.mutateAsync(key.id),
  });

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
    actions.column,
  ];

  return (
    <Stack gap="sm">
      <Table caption={m.dev_tab_keys()} columns={columns} rows={keys} getRowId={(key) => key.id} />
      {actions.dialog}
    </Stack>
  );
}
