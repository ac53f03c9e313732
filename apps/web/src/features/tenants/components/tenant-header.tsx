import type { Tenant } from '@assay/domain/tenants';
import { Badge, Inline, PageHeader } from '@assay/ui';
import type { ReactNode } from 'react';
import { kindLabels, statusLabels } from '../labels.ts';

export function TenantHeader({ tenant, actions }: { tenant: Tenant; actions?: ReactNode }) {
  return (
    <PageHeader title={tenant.name} description={tenant.description || undefined} actions={actions}>
      <Inline gap="sm" wrap>
        <Badge>{kindLabels[tenant.kind]}</Badge>
        {tenant.group && <Badge tone="accent">{tenant.group}</Badge>}
        {tenant.status === 'archived' && <Badge tone={statusLabels.archived.tone}>{statusLabels.archived.label}</Badge>}
        {tenant.tags.map((tag) => (
          <Badge key={tag} tone="neutral">
            #{tag}
          </Badge>
        ))}
      </Inline>
    </PageHeader>
  );
}
