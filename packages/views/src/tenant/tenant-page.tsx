import type { Tenant } from '@assay/domain/tenants';
import { m } from '@assay/messages';
import { Stack, TabsNav, type TabsNavItem } from '@assay/ui';
import type { ReactNode } from 'react';
import { TenantHeader } from './tenant-header.tsx';

export interface TenantPageProps {
  tenant: Tenant;
  /** The tabs this viewer has, as links (members and shared users have different sets and paths). */
  tabs: readonly TabsNavItem[];
  /** The label of the open tab: names the section below the tabs. */
  section: string;
  actions?: ReactNode;
  shared?: boolean;
  /** For a shared user: the organisation that shared the tenant. */
  sharedBy?: string;
  children: ReactNode;
}

/** The tenant page's frame: header, tabs, and the open tab's content as a named region. */
export function TenantPage({ tenant, tabs, section, actions, shared, sharedBy, children }: TenantPageProps) {
  return (
    <Stack gap="lg">
      <TenantHeader tenant={tenant} actions={actions} shared={shared} sharedBy={sharedBy}>
        <TabsNav label={m.tenant_sections()} items={tabs} />
      </TenantHeader>
      <section aria-label={section}>{children}</section>
    </Stack>
  );
}
