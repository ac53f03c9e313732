// How the audit log names each change of this area, beside its contracts and without zod: the
// audit views gather them through @assay/domain/audit/labels, which loads no schema.
import type { AuditLabels } from '../audit/labels.ts';

export const roadmapAuditLabels = {
  'roadmap-update': 'Roadmap item changed',
  'roadmap-bulkUpdate': 'Roadmap items changed',
  'roadmap-move': 'Roadmap item moved',
  'roadmap-generate': 'Roadmap generated',
  'roadmap-calendarLink': 'Calendar address created',
  'roadmap-revokeCalendar': 'Calendar address revoked',
  // Written by the daily job when an accepted risk's date passes.
  expireRiskAcceptances: 'Accepted risk expired',
} satisfies AuditLabels<'expireRiskAcceptances'>;
