// The roadmap as CSV (what the table shows, one row per item). Every cell passes the CSV rule of
// @assay/domain/csv: a cell that would run as a formula in a spreadsheet gets an apostrophe.
import { writeCsv } from '@assay/domain/csv';
import { isOverdue } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { bucketLabel, itemStatusLabel } from './model.ts';
import type { RoadmapNames } from './model.ts';

export const roadmapCsvHeader = [
  'title',
  'tenant',
  'baseline',
  'control',
  'bucket',
  'status',
  'risk accepted until',
  'owner',
  'due',
  'overdue',
  'priority',
  'notes',
] as const;

export function roadmapCsv(items: readonly RoadmapItem[], names: RoadmapNames, today: string): string {
  return writeCsv(
    roadmapCsvHeader,
    items.map((item) => [
      item.title,
      names.tenant(item.tenantId),
      `${item.baseline.name} v${item.baseline.version}`,
      item.controlRef,
      bucketLabel(item.bucket),
      itemStatusLabel(item.status),
      item.riskAccepted?.expiresAt.slice(0, 10) ?? '',
      item.ownerUid ? names.member(item.ownerUid) : '',
      item.dueDate ?? '',
      isOverdue(item, today) ? 'yes' : 'no',
      item.priority.toFixed(2),
      item.notes,
    ]),
  );
}
