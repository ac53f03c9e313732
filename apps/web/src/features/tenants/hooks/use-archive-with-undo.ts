import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { Tenant } from '@assay/domain/tenants';
import { useToast } from '@assay/ui';
import { useSetTenantArchived } from '../api/update-tenant.ts';

/**
 * Archive or restore a tenant and say so in a toast; archiving offers Undo, failures show the
 * error and reject (so a confirm dialog stays open). `label` names the tenant in the toast.
 */
export function useArchiveWithUndo() {
  const archive = useSetTenantArchived();
  const { toast } = useToast();
  const setArchived = (tenant: Tenant, archived: boolean, label: string): Promise<void> =>
    archive.mutateAsync({ tenantId: tenant.id, archived }).then(
      () => {
        toast({
          title: archived ? m.tenants_archived({ name: label }) : m.tenants_restored({ name: label }),
          tone: 'success',
          action: archived
            ? { label: m.common_undo(), onClick: () => void setArchived(tenant, false, label) }
            : undefined,
        });
      },
      (error: unknown) => {
        toast({ title: toAppError(error).message, tone: 'danger' });
        throw error;
      },
    );
  return { setArchived, pending: archive.isPending };
}
