import type { Tenant } from '@assay/domain/tenants';
import { m } from '@assay/messages';
import { Badge, Inline, PageHeader } from '@assay/ui';
import type { ReactNode } from 'react';
import { kindLabel, statusLabel } from './labels.ts';

export interface TenantHeaderProps {
  tenant: Tenant;
  /** What the viewer may do here (e.g. "Edit details" for an editor); nothing for a read-only viewer. */
  actions?: ReactNode;
  /** A shared user's view: says the tenant is shared with them, and never shows internal grouping. */
  shared?: boolean;
  /** For a shared user: the organisation that shared the tenant. */
  sharedBy?: string;
  /** Under the header row, e.g. the tabs. */
  children?: ReactNode;
}

/** The tenant's name, description, kind and tags: the top of the tenant page for members and shared users alike. */
export function TenantHeader({ tenant, actions, shared = false, sharedBy, children }: TenantHeaderProps) {
  return (
    <PageHeader
      title={tenant.name}
      description={tenant.description || (shared ? m.tenant_shared_readonly() : undefined)}
      actions={actions}
    >
      <Inline gap="sm" wrap>
        {shared ? (
          <Badge tone="accent">
            {sharedBy ? m.tenant_shared_by({ organisation: sharedBy }) : m.tenant_shared_with_you()}
          </Badge>
        ) : (
          <Badge>{kindLabel(tenant.kind)}</Badge>
        )}
        {!shared && tenant.group && <Badge tone="accent">{tenant.group}</Badge>}
        {tenant.status === 'archived' && (
          <Badge tone={statusLabel('archived').tone}>{statusLabel('archived').label}</Badge>
        )}
        {tenant.tags.map((tag) => (
          <Badge key={tag} tone="neutral">
            #{tag}
          </Badge>
        ))}
      </Inline>
      {children}
    </PageHeader>
  );
}
