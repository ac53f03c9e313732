import { m } from '@assay/messages';
import type { Tenant } from '@assay/domain/tenants';
import { Button, Card, ConfirmDialog, Inline } from '@assay/ui';
import { useState } from 'react';
import { useArchiveWithUndo } from '../hooks/use-archive-with-undo.ts';
import * as styles from './tenant-settings.css.ts';

interface Props {
  tenant: Tenant;
  canArchive: boolean;
  /** Why Restore is unavailable (the plan has no room for another active tenant). */
  restoreBlockedReason?: string;
}

/** Archive (with confirmation and undo) or restore the tenant. */
export function TenantSettings({ tenant, canArchive, restoreBlockedReason }: Props) {
  const { setArchived: archiveTenant, pending } = useArchiveWithUndo();
  const [confirming, setConfirming] = useState(false);
  const setArchived = (archived: boolean) => archiveTenant(tenant, archived, m.common_tenant());
  const active = tenant.status === 'active';
  const note = !canArchive ? m.tenants_archive_only_admins() : active ? undefined : restoreBlockedReason;

  return (
    <Card
      title={active ? m.tenants_archive_this() : m.tenants_restore_this()}
      description={active ? m.tenants_archive_explained() : m.tenants_restore_explained()}
    >
      <Inline gap="md">
        {active ? (
          <Button variant="danger" icon="archive" disabled={!canArchive} onClick={() => setConfirming(true)}>
            {m.tenants_archive_tenant()}
          </Button>
        ) : (
          <Button
            icon="refresh"
            disabled={!canArchive || Boolean(restoreBlockedReason)}
            loading={pending}
            onClick={() => void setArchived(false)}
          >
            {m.tenants_restore_tenant()}
          </Button>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </Inline>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={m.tenants_archive_confirm({ name: tenant.name })}
        description={m.tenants_archive_confirm_description()}
        confirmLabel={m.common_archive()}
        tone="danger"
        onConfirm={() => setArchived(true)}
      />
    </Card>
  );
}
