import {
  lazy,
  Suspense,
  useEffect,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Icon } from '../icon/icon';
import type { Breakpoint } from '../theme/tokens';
import { Skeleton } from '../skeleton/skeleton';
import { cx } from '../utils/cx';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import * as styles from './table.css';
import type { VirtualRowsProps } from './virtual-rows';
import { useUiText } from '../locale/index';

const VirtualRows = lazy(() => import('./virtual-rows').then((m) => ({ default: m.VirtualRows }))) as <Row>(
  props: VirtualRowsProps<Row>,
) => ReactNode;

export type SortDirection = 'asc' | 'desc';

export interface TableSort {
  id: string;
  direction: SortDirection;
}

export interface TableColumn<Row> {
  id: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Shows a sort button in the header. */
  sortable?: boolean;
  /** CSS width, e.g. 120 or '30%'. */
  width?: number | string;
  align?: 'start' | 'center' | 'end';
  /** Keeps the cell on one line, cutting long text with an ellipsis (names, dates). */
  nowrap?: boolean;
  /**
   * Row actions (buttons): aligned to the end and shown on hover or focus of the row where a
   * pointer can hover; always shown on touch screens.
   */
  rowActions?: boolean;
  /**
   * Leaves the column out on screens narrower than this breakpoint (`'sm'`: phones), for what
   * a row can do without there, so the table fits instead of scrolling sideways.
   */
  hideBelow?: Breakpoint;
}

const hiddenClass = (column: { hideBelow?: Breakpoint }) =>
  column.hideBelow ? styles.hiddenBelow[column.hideBelow] : undefined;

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowId: (row: Row, index: number) => string;
  /** The table's accessible name (rendered as <caption>, visually hidden unless showCaption). */
  caption: string;
  showCaption?: boolean;
  /** Controlled sort; the caller sorts `rows`. */
  sort?: TableSort | null;
  /** Called with the next sort when a sortable header is activated (new column → asc, same column → flips). */
  onSortChange?: (sort: TableSort) => void;
  /** Makes rows clickable and focusable (Enter or Space activates). */
  onRowClick?: (row: Row) => void;
  selectedRowId?: string | null;
  /** Shown in place of rows when there are none (e.g. an EmptyState). */
  emptyState?: ReactNode;
  /** Shows skeleton rows and sets aria-busy. */
  loading?: boolean;
  skeletonRows?: number;
  /** Max height of the scroll area (the header stays visible). Default 600 px when virtualised. */
  maxHeight?: number | string;
  /** Rows above this count are virtualised; default 100. */
  virtualizeAbove?: number;
  /** Estimated row height in px for virtualisation; default 44. */
  estimateRowHeight?: number;
  className?: string;
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const;

function isFromInteractiveChild(event: MouseEvent | KeyboardEvent): boolean {
  const target = event.target as HTMLElement;
  const interactive = target.closest(
    'a, button, input, select, textarea, label, [role="button"], [role="checkbox"], [role="switch"]',
  );
  return interactive !== null && interactive !== event.currentTarget;
}

function toCss(value: number | string | undefined): string | undefined {
  return typeof value === 'number' ? `${value}px` : value;
}

/**
 * A data table with controlled sorting (aria-sort, keyboard sort buttons), optional row
 * activation, empty and loading states, a sticky header, and row virtualisation above 100 rows.
 */
export function Table<Row>({
  columns,
  rows,
  getRowId,
  caption,
  showCaption = false,
  sort,
  onSortChange,
  onRowClick,
  selectedRowId,
  emptyState,
  loading = false,
  skeletonRows = 5,
  maxHeight,
  virtualizeAbove = 100,
  estimateRowHeight = 44,
  className,
}: TableProps<Row>) {
  const text = useUiText();
  // State, not a ref: the virtualiser (a child) must re-render once the scroll element exists.
  const [scrollElement, setScrollElement] = useState<HTMLDivElement | null>(null);
  // A table wider than its box (a phone) scrolls sideways: then it too must be reachable by keyboard.
  const [overflowsX, setOverflowsX] = useState(false);
  // Measured only in the observer's reports, which come right after the browser's own layout
  // (the first one for each element observed): measuring in the effect would force a layout of a
  // page still being built (about 90 ms at 4× CPU on a phone, issue 35).
  useEffect(() => {
    if (!scrollElement || typeof ResizeObserver !== 'function') return;
    const observer = new ResizeObserver(() =>
      setOverflowsX(scrollElement.scrollWidth > scrollElement.clientWidth),
    );
    observer.observe(scrollElement);
    // The table itself widens when its rows arrive, which may not resize the box.
    if (scrollElement.firstElementChild) observer.observe(scrollElement.firstElementChild);
    return () => observer.disconnect();
  }, [scrollElement]);
  const virtual = !loading && rows.length > virtualizeAbove;
  const height = maxHeight ?? (virtual ? 600 : undefined);

  const toggleSort = (column: TableColumn<Row>) => {
    const direction: SortDirection = sort?.id === column.id && sort.direction === 'asc' ? 'desc' : 'asc';
    onSortChange?.({ id: column.id, direction });
  };

  const renderRow = (row: Row, index: number, measure?: (node: HTMLTableRowElement | null) => void) => {
    const id = getRowId(row, index);
    const selected = selectedRowId != null && selectedRowId === id;
    const interactive = onRowClick !== undefined;
    return (
      <tr
        key={id}
        ref={measure}
        data-index={index}
        aria-rowindex={virtual ? index + 2 : undefined}
        aria-current={selected ? 'true' : undefined}
        data-selected={selected || undefined}
        tabIndex={interactive ? 0 : undefined}
        className={styles.row({ interactive, selected })}
        onClick={
          interactive
            ? (event) => {
                if (!isFromInteractiveChild(event)) onRowClick(row);
              }
            : undefined
        }
        onKeyDown={
          interactive
            ? (event) => {
                if ((event.key === 'Enter' || event.key === ' ') && event.target === event.currentTarget) {
                  event.preventDefault();
                  onRowClick(row);
                }
              }
            : undefined
        }
      >
        {columns.map((column) => (
          <td
            key={column.id}
            className={cx(
              styles.cell({
                align: column.rowActions ? 'end' : column.align,
                nowrap: column.nowrap ?? false,
              }),
              hiddenClass(column),
            )}
          >
            {column.rowActions ? (
              <div className={styles.rowActions}>{column.cell(row, index)}</div>
            ) : (
              column.cell(row, index)
            )}
          </td>
        ))}
      </tr>
    );
  };

  let body: ReactNode;
  if (loading) {
    body = Array.from({ length: skeletonRows }, (_, index) => (
      <tr key={`skeleton-${index}`} className={styles.row()} data-skeleton-row="">
        {columns.map((column) => (
          <td key={column.id} className={cx(styles.cell(), hiddenClass(column))}>
            <Skeleton width={index % 2 ? '70%' : '85%'} height="0.9em" />
          </td>
        ))}
      </tr>
    ));
  } else if (rows.length === 0) {
    body = (
      <tr>
        <td colSpan={columns.length} className={styles.emptyCell}>
          {emptyState ?? <p style={{ margin: 0, padding: '24px', textAlign: 'center' }}>{text.noResults}</p>}
        </td>
      </tr>
    );
  } else if (virtual) {
    // Loaded only for long lists; until it arrives the first rows render plainly.
    body = (
      <Suspense fallback={rows.slice(0, 30).map((row, index) => renderRow(row, index))}>
        <VirtualRows
          rows={rows}
          scrollElement={scrollElement}
          estimateRowHeight={estimateRowHeight}
          initialHeight={typeof height === 'number' ? height : 600}
          colSpan={columns.length}
          renderRow={renderRow}
        />
      </Suspense>
    );
  } else {
    body = rows.map((row, index) => renderRow(row, index));
  }

  const scrollable = height !== undefined || overflowsX;
  return (
    <div
      ref={setScrollElement}
      className={cx(styles.scroll, className)}
      style={{ maxHeight: toCss(height) }}
      // a scrolling region must be reachable by keyboard
      tabIndex={scrollable ? 0 : undefined}
      role={scrollable ? 'region' : undefined}
      aria-label={scrollable ? caption : undefined}
    >
      <table
        className={styles.table}
        aria-busy={loading || undefined}
        aria-rowcount={virtual ? rows.length + 1 : undefined}
      >
        {showCaption ? (
          <caption className={styles.caption}>{caption}</caption>
        ) : (
          <caption>
            <VisuallyHidden>{caption}</VisuallyHidden>
          </caption>
        )}
        <colgroup>
          {columns.map((column) => (
            <col key={column.id} className={hiddenClass(column)} style={{ width: toCss(column.width) }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={virtual ? 1 : undefined}>
            {columns.map((column) => {
              const active = sort?.id === column.id;
              return (
                <th
                  key={column.id}
                  scope="col"
                  className={cx(styles.headerCell, hiddenClass(column))}
                  style={{
                    textAlign:
                      column.align === 'end' || column.rowActions
                        ? 'end'
                        : column.align === 'center'
                          ? 'center'
                          : undefined,
                  }}
                  aria-sort={column.sortable ? (active ? ariaSort[sort.direction] : 'none') : undefined}
                >
                  {column.sortable ? (
                    <button type="button" className={styles.sortButton} onClick={() => toggleSort(column)}>
                      {column.header}
                      <Icon
                        name={active ? (sort.direction === 'asc' ? 'arrow-up' : 'arrow-down') : 'sort'}
                        size={14}
                        className={styles.sortIcon({ active })}
                      />
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>{body}</tbody>
      </table>
    </div>
  );
}
