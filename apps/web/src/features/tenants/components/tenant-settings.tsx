import type { Tenant } from '@assay/domain/tenants';
import { Button, Card, ConfirmDialog, Stack } from '@assay/ui';
import { useState } from 'react';
import { useArchiveWithUndo } from '../hooks/use-archive-with-undo.ts';

/** Archive (with confirmation and undo) or restore the tenant. */
export function TenantSettings({ tid, tenant, canArchive }: { tid: string; tenant: Tenant; canArchive: boolean }) {
  const { setArchived: archiveTenant, pending } = useArchiveWithUndo(tid);
  const [confirming, setConfirming] = useState(false);
  const setArchived = (archived: boolean) => archiveTenant(tenant, archived, 'Tenant');

  return (
    <Card>
      <Stack gap="md">
        <h2>{tenant.status === 'active' ? 'Archive this tenant' : 'Restore this tenant'}</h2>
        <p>
          {tenant.status === 'active'
            ? 'Archiving hides the tenant from the list and frees a place on your plan. Nothing is deleted.'
            : 'Restoring brings the tenant back to the list; it counts against your plan again.'}
        </p>
        {!canArchive && <p>Only owners and admins can archive or restore tenants.</p>}
        <div>
          {tenant.status === 'active' ? (
            <Button variant="danger" disabled={!canArchive} onClick={() => setConfirming(true)}>Archive tenant</Button>
          ) : (
            <Button disabled={!canArchive} loading={pending} onClick={() => void setArchived(false)}>Restore tenant</Button>
          )}
        </div>
      </Stack>
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
