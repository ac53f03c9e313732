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
  const setArchived = (archived: boolean) => archiveTenant(tenant, archived, 'Tenant');
  const active = tenant.status === 'active';
  const note = !canArchive
    ? 'Only owners and admins can archive or restore tenants.'
    : active
      ? undefined
      : restoreBlockedReason;

  return (
    <Card
      title={active ? 'Archive this tenant' : 'Restore this tenant'}
      description={
        active
          ? 'Archiving hides the tenant from the list and frees a place on your plan. Nothing is deleted.'
          : 'Restoring brings the tenant back to the list; it counts against your plan again.'
      }
    >
      <Inline gap="md">
        {active ? (
          <Button variant="danger" icon="archive" disabled={!canArchive} onClick={() => setConfirming(true)}>
            Archive tenant
          </Button>
        ) : (
          <Button
            icon="refresh"
            disabled={!canArchive || Boolean(restoreBlockedReason)}
            loading={pending}
            onClick={() => void setArchived(false)}
          >
            Restore tenant
          </Button>
        )}
        {note && <p className={styles.note}>{note}</p>}
      </Inline>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={`Archive ${tenant.name}?`}
        description="It leaves the list and stops counting against your plan. You can restore it at any time."
        confirmLabel="Archive"
        tone="danger"
        onConfirm={() => setArchived(true)}
      />
    </Card>
  );
}
