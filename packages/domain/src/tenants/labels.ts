// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const tenantsAuditLabels = {
  'tenants-create': 'Tenant created',
  'tenants-update': 'Tenant changed',
  'tenants-archive': 'Tenant archived',
  'tenants-restore': 'Tenant restored',
} satisfies AuditLabels;
