// The roadmap as CSV (what the table shows, one row per item). Every cell passes the CSV rule of
// @assay/domain/csv: a cell that would run as a formula in a spreadsheet gets an apostrophe.
import { m } from '@assay/messages';
import { writeCsv } from '@assay/domain/csv';
import { isOverdue } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { bucketLabel, itemStatusLabel } from './model.ts';
import type { RoadmapNames } from './model.ts';

/** The columns in the page's language: the file is read by people, in a spreadsheet. */
export const roadmapCsvHeader = (): string[] => [
  m.common_title(),
  m.common_tenant(),
  m.common_baseline(),
  m.common_control(),
  m.roadmap_col_bucket(),
  m.common_status(),
  m.csv_roadmap_risk_until(),
  m.common_owner(),
  m.common_due(),
  m.roadmap_filter_overdue(),
  m.common_priority(),
  m.roadmap_notes(),
];

export function roadmapCsv(items: readonly RoadmapItem[], names: RoadmapNames, today: string): string {
  return writeCsv(
    roadmapCsvHeader(),
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
      isOverdue(item, today) ? m.common_yes() : m.common_no(),
      item.priority.toFixed(2),
      item.notes,
    ]),
  );
}
