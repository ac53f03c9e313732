import type { Tenant } from '@assay/domain/tenants';
import { Button, useToast } from '@assay/ui';
import { useUpdateTenant } from '../api/update-tenant.ts';
import { TenantFormDialog } from './tenant-form-dialog.tsx';

export function EditTenantDialog({ tenant }: { tenant: Tenant }) {
  const update = useUpdateTenant();
  const { toast } = useToast();
  return (
    <TenantFormDialog
      title="Edit details"
      description={`Change how ${tenant.name} is named, tagged and grouped.`}
      submitLabel="Save changes"
      trigger={<Button variant="soft">Edit details</Button>}
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
        toast({ title: 'Changes saved', tone: 'success' });
      }}
    />
  );
}
