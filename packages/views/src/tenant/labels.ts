import type { Tenant } from '@assay/domain/tenants';
import { m } from '@assay/messages';
import type { Tone } from '@assay/ui';

const kindMessages: Record<Tenant['kind'], () => string> = {
  client: m.tenant_kind_client,
  subsidiary: m.tenant_kind_subsidiary,
  supplier: m.tenant_kind_supplier,
  self: m.tenant_kind_self,
};

/** What people read for a tenant's kind, in the list, the form and on the tenant page alike. */
export const kindLabel = (kind: Tenant['kind']): string => kindMessages[kind]();

const statusMessages: Record<Tenant['status'], { label: () => string; tone: Tone }> = {
  active: { label: m.common_status_active, tone: 'success' },
  archived: { label: m.tenant_status_archived, tone: 'warning' },
};

const tabMessages: Record<string, () => string> = {
  overview: m.tenant_tab_overview,
  assessments: m.tenant_tab_assessments,
  roadmap: m.tenant_tab_roadmap,
  sharing: m.tenant_tab_sharing,
  settings: m.tenant_tab_settings,
};

/** A tenant page tab's name in the page's language (the route table's English for a tab it does not know). */
export const tenantTabLabel = (tab: { id: string; label: string }): string =>
  tabMessages[tab.id]?.() ?? tab.label;

/** A tenant's status as a badge shows it: its name in the page's language and its tone. */
export function statusLabel(status: Tenant['status']): { label: string; tone: Tone } {
  const { label, tone } = statusMessages[status];
  return { label: label(), tone };
}
