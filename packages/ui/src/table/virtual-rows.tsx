import { useVirtualizer } from '@tanstack/react-virtual';
import type { ReactNode } from 'react';
import * as styles from './table.css';

export interface VirtualRowsProps<Row> {
  rows: readonly Row[];
  scrollElement: HTMLDivElement | null;
  estimateRowHeight: number;
  initialHeight: number;
  colSpan: number;
  renderRow: (row: Row, index: number, measure?: (node: HTMLTableRowElement | null) => void) => ReactNode;
}

/** Only the rows in view (plus overscan), between two spacer rows that keep the scroll height. */
export function VirtualRows<Row>({
  rows,
  scrollElement,
  estimateRowHeight,
  initialHeight,
  colSpan,
  renderRow,
}: VirtualRowsProps<Row>) {
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollElement,
    estimateSize: () => estimateRowHeight,
    overscan: 10,
    initialRect: { width: 0, height: initialHeight },
  });
  const items = virtualizer.getVirtualItems();
  const before = items[0]?.start ?? 0;
  const after = virtualizer.getTotalSize() - (items[items.length - 1]?.end ?? 0);
  return (
    <>
      {before > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={colSpan} className={styles.spacer} style={{ height: before }} />
        </tr>
      ) : null}
      {items.map((item) => {
        const row = rows[item.index];
        return row === undefined ? null : renderRow(row, item.index, virtualizer.measureElement);
      })}
      {after > 0 ? (
        <tr aria-hidden="true">
          <td colSpan={colSpan} className={styles.spacer} style={{ height: after }} />
        </tr>
      ) : null}
    </>
  );
}
