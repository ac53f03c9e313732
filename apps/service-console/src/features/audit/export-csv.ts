// The global audit log as CSV: every entry matching the tab's filters, read 100 at a time up to
// EXPORT_MAX_ENTRIES (the newest; the caller says when more matched). Cells pass the formula
// rule of @assay/domain/csv, so a subject someone typed cannot run in a spreadsheet.
import type { CallFn } from '@assay/client';
import { writeCsv } from '@assay/domain/csv';
import type { PlatformAuditItem } from '@assay/domain/platform';
import { actionLabel } from '@assay/views/audit';
import { fetchAuditPage, type AuditInput } from './api/list-audit.ts';

export const EXPORT_MAX_ENTRIES = 5_000;

export const auditCsvHeader = [
  'when',
  'log',
  'organisation id',
  'organisation',
  'actor uid',
  'actor email',
  'action',
  'action label',
  'target',
  'summary',
  'subject',
  'changed fields',
] as const;

export function auditCsv(items: readonly PlatformAuditItem[]): string {
  return writeCsv(
    auditCsvHeader,
    items.map(({ entry, log, organisation, actorEmail }) => [
      entry.at,
      log,
      organisation?.tid ?? '',
      organisation?.name ?? '',
      entry.actorUid,
      actorEmail ?? '',
      entry.action,
      actionLabel(entry.action),
      entry.target,
      entry.summary,
      entry.subjectName ?? '',
      (entry.changedFields ?? []).join(' '),
    ]),
  );
}

/** The matching entries, newest first; `truncated` when more than EXPORT_MAX_ENTRIES match. */
export async function collectAudit(
  call: CallFn,
  input: AuditInput,
): Promise<{ items: PlatformAuditItem[]; truncated: boolean }> {
  const items: PlatformAuditItem[] = [];
  let cursor: string | undefined;
  do {
    const page = await fetchAuditPage(call, input, cursor, 100);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < EXPORT_MAX_ENTRIES);
  return { items, truncated: cursor !== undefined };
}
