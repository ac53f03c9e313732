import { m } from '@assay/messages';
import type { Tenant } from '@assay/domain/tenants';
import { Button, useToast } from '@assay/ui';
import { useUpdateTenant } from '../api/update-tenant.ts';
import { TenantFormDialog } from './tenant-form-dialog.tsx';

export function EditTenantDialog({ tenant }: { tenant: Tenant }) {
  const update = useUpdateTenant();
  const { toast } = useToast();
  return (
    <TenantFormDialog
      title={m.tenants_edit()}
      description={m.tenants_edit_description({ name: tenant.name })}
      submitLabel={m.common_save_changes()}
      trigger={<Button variant="soft">{m.tenants_edit()}</Button>}
      initial={{
        name: tenant.name,
        description: tenant.description,
        tags: tenant.tags,
        group: tenant.group ?? '',
        kind: tenant.kind,
        clientLanguage: tenant.clientLanguage ?? null,
      }}
      onSubmit={async (values) => {
        await update.mutateAsync({ tenantId: tenant.id, ...values, group: values.group || null });
        toast({ title: m.common_changes_saved(), tone: 'success' });
      }}
    />
  );
}
