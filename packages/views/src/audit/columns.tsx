// The audit log's columns, one definition for every place that lists entries: an organisation's
// log in /admin, the recent audit of an organisation in the service console and the console's
// global log. Each caller says how its rows hold an entry and who wrote it, and arranges the
// columns (adding its own, such as the log an entry sits in).
import { m } from '@assay/messages';
import type { AuditEntry } from '@assay/domain/audit';
import { RelativeTime, type TableColumn } from '@assay/ui';
import type { ReactNode } from 'react';
import * as styles from './columns.css.ts';
import { actionLabel } from './labels.ts';

export interface AuditColumnOptions<Row> {
  entryOf: (row: Row) => AuditEntry;
  /** Who did it, in words (a member's name, an email, the system's own actor). */
  who: (row: Row) => ReactNode;
}

export interface AuditColumns<Row> {
  when: TableColumn<Row>;
  who: TableColumn<Row>;
  what: TableColumn<Row>;
  details: TableColumn<Row>;
}

/**
 * The entry's sentence, then what it is about and the fields it changed (names only). The
 * sentence is the record as written, in the server's English (marked so, for screen readers and
 * translation tools); the "What" column gives the action in the page's language.
 */
export function AuditDetails({ entry }: { entry: AuditEntry }) {
  return (
    <span>
      <span lang="en">{entry.summary}</span>
      {entry.subjectName && <span className={styles.subject}> · {entry.subjectName}</span>}
      {entry.changedFields && <span className={styles.subject}> ({entry.changedFields.join(', ')})</span>}
    </span>
  );
}

export function auditColumns<Row>({ entryOf, who }: AuditColumnOptions<Row>): AuditColumns<Row> {
  return {
    when: {
      id: 'at',
      header: m.audit_when(),
      nowrap: true,
      width: 130,
      cell: (row) => <RelativeTime value={entryOf(row).at} />,
    },
    who: { id: 'actor', header: m.audit_who(), nowrap: true, width: 180, cell: who },
    what: {
      id: 'action',
      header: m.audit_what(),
      nowrap: true,
      width: 170,
      cell: (row) => actionLabel(entryOf(row).action),
    },
    details: {
      id: 'details',
      header: m.audit_details(),
      cell: (row) => <AuditDetails entry={entryOf(row)} />,
    },
  };
}
