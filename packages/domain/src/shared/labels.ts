// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

/** What a shared user changes in the tenant shared with them. */
export const sharedAuditLabels = {
  'shared-roadmapComment': 'Comment from a shared user',
  'shared-roadmapSetStatus': 'Roadmap item status changed by a shared user',
} satisfies AuditLabels;
