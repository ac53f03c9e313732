// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const baselinesAuditLabels = {
  'baselines-create': 'Baseline created',
  'baselines-duplicate': 'Baseline duplicated',
  'baselines-save': 'Baseline draft saved',
  'baselines-newVersion': 'Baseline version started',
  'baselines-delete': 'Baseline deleted',
  'baselines-publish': 'Baseline published',
  'baselines-retire': 'Baseline retired',
  'baselines-import': 'Baseline imported',
} satisfies AuditLabels;

/** The global library's baselines (./library-contracts.ts), kept by system admins. */
export const libraryAuditLabels = {
  'library-create': 'Global baseline created',
  'library-duplicate': 'Global baseline duplicated',
  'library-save': 'Global baseline draft saved',
  'library-newVersion': 'Global baseline version started',
  'library-delete': 'Global baseline deleted',
  'library-publish': 'Global baseline published',
  'library-retire': 'Global baseline retired',
  'library-import': 'Global baseline imported',
} satisfies AuditLabels;
