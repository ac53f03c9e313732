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
      title="New tenant"
      description="An organisation you assess: a client, a subsidiary, a supplier or your own."
      submitLabel="Create tenant"
      trigger={
        <Button disabled={Boolean(disabledReason)} title={disabledReason}>
          New tenant
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
        toast({ title: `${tenant.name} created`, tone: 'success' });
        void navigate(paths.tenant({ tenantId: tenant.id }));
      }}
    />
  );
}
