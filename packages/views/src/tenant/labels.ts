import type { Tenant } from '@assay/domain/tenants';
import type { Tone } from '@assay/ui';

/** What people read for a tenant's kind and status, in the list and on the tenant page alike. */
export const kindLabels: Record<Tenant['kind'], string> = {
  client: 'Client',
  subsidiary: 'Subsidiary',
  supplier: 'Supplier',
  self: 'Our own organisation',
};

export const statusLabels: Record<Tenant['status'], { label: string; tone: Tone }> = {
  active: { label: 'Active', tone: 'success' },
  archived: { label: 'Archived', tone: 'warning' },
};
