import { m } from '@assay/messages';
import { Button, useToast } from '@assay/ui';
import { useNavigate } from 'react-router';
import { paths } from '@assay/auth';
import { useCreateTenant } from '../api/create-tenant.ts';
import { TenantFormDialog } from './tenant-form-dialog.tsx';

/** "New tenant"; disabled with the reason shown when the plan limit is reached. */
export function CreateTenantDialog({ disabledReason }: { disabledReason?: string }) {
  const create = useCreateTenant();
  const navigate = useNavigate();
  const { toast } = useToast();
  return (
    <TenantFormDialog
      title={m.tenants_new()}
      description={m.tenants_new_description()}
      submitLabel={m.tenants_create()}
      trigger={
        <Button disabled={Boolean(disabledReason)} title={disabledReason}>
          {m.tenants_new()}
        </Button>
      }
      onSubmit={async (values) => {
        const tenant = await create.mutateAsync({
          name: values.name,
          kind: values.kind,
          tags: values.tags,
          description: values.description || undefined,
          group: values.group || undefined,
          clientLanguage: values.clientLanguage ?? undefined,
        });
        toast({ title: m.tenants_created({ name: tenant.name }), tone: 'success' });
        void navigate(paths.tenant({ tenantId: tenant.id }));
      }}
    />
  );
}
