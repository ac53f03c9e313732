// The roadmap as a table: sortable columns, optional multi-select (bulk changes), overdue marked.
import { m } from '@assay/messages';
import { isOverdue } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import {
  Badge,
  Checkbox,
  sortRows,
  Table,
  VisuallyHidden,
  type TableColumn,
  type TableSort,
} from '@assay/ui';
import { formatDate, formatDecimal, intlLocale } from '../locale/format.ts';
import { bucketLabel, itemStatusLabel } from './model.ts';
import type { RoadmapNames } from './model.ts';
import * as styles from './roadmap.css.ts';

export const roadmapSortFields = ['title', 'tenant', 'bucket', 'status', 'owner', 'due', 'priority'] as const;

export interface RoadmapTableProps {
  items: readonly RoadmapItem[];
  names: RoadmapNames;
  today: string;
  sort: TableSort | null;
  onSortChange: (sort: TableSort) => void;
  /** Absent: titles are plain text (nothing to open, e.g. read under support access). */
  onOpen?: (item: RoadmapItem) => void;
  /** Absent: no selection column (read-only). */
  selected?: ReadonlySet<string>;
  onSelectedChange?: (selected: Set<string>) => void;
  hideTenant?: boolean;
}

const bucketOrder = { now: 0, next: 1, later: 2 } as const;

export function RoadmapTable({
  items,
  names,
  today,
  sort,
  onSortChange,
  onOpen,
  selected,
  onSelectedChange,
  hideTenant,
}: RoadmapTableProps) {
  const rows = sortRows(
    items,
    sort,
    {
      title: (item) => item.title.toLowerCase(),
      tenant: (item) => names.tenant(item.tenantId).toLowerCase(),
      bucket: (item) => bucketOrder[item.bucket] * 1e10 + item.rank,
      status: (item) => itemStatusLabel(item.status),
      owner: (item) => (item.ownerUid ? names.member(item.ownerUid).toLowerCase() : '\uffff'),
      due: (item) => item.dueDate ?? '9999-12-31',
      priority: (item) => item.priority,
    },
    intlLocale(),
  );
  const toggle = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange?.(next);
  };
  const allSelected = items.length > 0 && items.every((item) => selected?.has(item.id));
  const columns: TableColumn<RoadmapItem>[] = [
    ...(selected && onSelectedChange
      ? [
          {
            id: 'select',
            width: 44,
            header: (
              <Checkbox
                label={<VisuallyHidden>{m.roadmap_select_all()}</VisuallyHidden>}
                checked={allSelected ? true : selected.size > 0 ? 'indeterminate' : false}
                onCheckedChange={(on) =>
                  onSelectedChange(on ? new Set(items.map((item) => item.id)) : new Set())
                }
              />
            ),
            cell: (item: RoadmapItem) => (
              <Checkbox
                label={<VisuallyHidden>{m.roadmap_select_item({ title: item.title })}</VisuallyHidden>}
                checked={selected.has(item.id)}
                onCheckedChange={(on) => toggle(item.id, on)}
              />
            ),
          },
        ]
      : []),
    {
      id: 'title',
      header: m.common_item(),
      sortable: true,
      cell: (item) =>
        onOpen ? (
          <button type="button" className={styles.title} onClick={() => onOpen(item)}>
            {item.title}
          </button>
        ) : (
          item.title
        ),
    },
    ...(hideTenant
      ? []
      : [
          {
            id: 'tenant',
            header: m.common_tenant(),
            sortable: true,
            nowrap: true,
            cell: (item: RoadmapItem) => names.tenant(item.tenantId),
          },
        ]),
    {
      id: 'ref',
      header: m.common_control(),
      nowrap: true,
      cell: (item) => <span className={styles.ref}>{item.controlRef}</span>,
    },
    {
      id: 'bucket',
      header: m.roadmap_col_bucket(),
      sortable: true,
      nowrap: true,
      cell: (item) => bucketLabel(item.bucket),
    },
    {
      id: 'status',
      header: m.common_status(),
      sortable: true,
      nowrap: true,
      cell: (item) => (
        <Badge
          tone={
            item.status === 'risk_accepted'
              ? 'accent'
              : item.status === 'done'
                ? 'success'
                : item.status === 'in_progress'
                  ? 'warning'
                  : 'neutral'
          }
        >
          {itemStatusLabel(item.status)}
        </Badge>
      ),
    },
    {
      id: 'owner',
      header: m.common_owner(),
      sortable: true,
      nowrap: true,
      cell: (item) => (item.ownerUid ? names.member(item.ownerUid) : '—'),
    },
    {
      id: 'due',
      header: m.common_due(),
      sortable: true,
      nowrap: true,
      cell: (item) =>
        item.dueDate ? (
          <span className={isOverdue(item, today) ? styles.overdue : undefined}>
            {isOverdue(item, today)
              ? m.roadmap_overdue_date({ date: formatDate(item.dueDate) })
              : formatDate(item.dueDate)}
          </span>
        ) : (
          '—'
        ),
    },
    {
      id: 'priority',
      header: m.common_priority(),
      sortable: true,
      align: 'end',
      nowrap: true,
      cell: (item) => formatDecimal(item.priority, 2),
    },
  ];
  return (
    <Table
      caption={m.roadmap_items_caption()}
      columns={columns}
      rows={rows}
      getRowId={(item) => item.id}
      sort={sort}
      onSortChange={onSortChange}
    />
  );
}
