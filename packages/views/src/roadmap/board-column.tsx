// One Now / Next / Later column: a drop target whose cards scroll inside it, virtualised (only
// the cards in view, plus a few, are in the DOM), so a board of 2,000 items opens as fast as a
// short one. The dragged card, the focused one and the one a keyboard move is bringing stay
// rendered wherever the column is scrolled, so neither a drag nor focus is ever lost.
import { useCallback, useMemo, useRef, useState, type FocusEvent, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { defaultRangeExtractor, observeElementRect, useVirtualizer, type Range, type Virtualizer } from '@tanstack/react-virtual';
import type { RoadmapBucket, RoadmapItem } from '@assay/domain/roadmap';
import type { CardPlace } from './board-card.tsx';
import { cx } from './cx.ts';
import { bucketLabels } from './model.ts';
import * as styles from './roadmap.css.ts';

/** A one-line card with its meta line; cards are measured once on screen. */
const CARD_ESTIMATE = 78;
/** vars.space.sm, between cards. */
const CARD_GAP = 8;
/** The column's height before it is measured (first frame, tests without layout). */
const VIEW_ESTIMATE = 640;

/** Without layout (a hidden column, jsdom) the scroller measures 0: keep the estimate, so cards still render. */
const observeLaidOutRect = (instance: Virtualizer<HTMLDivElement, Element>, onRect: (rect: { width: number; height: number }) => void) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) onRect(rect);
  });

export const columnId = (bucket: RoadmapBucket) => `column:${bucket}`;

export interface BoardColumnProps {
  bucket: RoadmapBucket;
  /** The column's items in rank order. */
  items: readonly RoadmapItem[];
  /** Items kept rendered however the column is scrolled. */
  pinned: ReadonlySet<string>;
  renderCard: (item: RoadmapItem, place: CardPlace) => ReactNode;
}

export function BoardColumn({ bucket, items, pinned, renderCard }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(bucket) });
  const scroller = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | undefined>();
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const kept = useMemo(() => {
    const indexes: number[] = [];
    items.forEach((item, index) => {
      if (pinned.has(item.id) || item.id === focusedId) indexes.push(index);
    });
    return indexes;
  }, [items, pinned, focusedId]);
  const rangeExtractor = useCallback((range: Range) => (kept.length === 0 ? defaultRangeExtractor(range) : [...new Set([...defaultRangeExtractor(range), ...kept])].sort((a, b) => a - b)), [kept]);
  const virtualizer = useVirtualizer({
    count: items.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => CARD_ESTIMATE,
    gap: CARD_GAP,
    overscan: 6,
    initialRect: { width: 0, height: VIEW_ESTIMATE },
    observeElementRect: observeLaidOutRect,
    getItemKey: (index) => items[index]?.id ?? index,
    rangeExtractor,
  });
  const headingId = `roadmap-column-${bucket}`;
  const trackFocus = (event: FocusEvent) => setFocusedId((event.target as HTMLElement).closest<HTMLElement>('[data-item-id]')?.dataset.itemId);

  return (
    <section className={cx(styles.column, isOver && styles.columnOver)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeader}>
        {bucketLabels[bucket]} <span className={styles.count}>{items.length === 1 ? '1 item' : `${items.length} items`}</span>
      </h2>
      {/* The drop target starts where the cards start: the keyboard's arrows then pass over the
          item's own column to the cards beside or above it (dnd-kit looks left of, or above, the card). */}
      <div ref={setNodeRef}>
        <SortableContext id={bucket} items={ids} strategy={verticalListSortingStrategy}>
          {items.length > 0 ? (
            <div ref={scroller} className={styles.scroller}>
              <ul className={styles.list} style={{ height: virtualizer.getTotalSize() }} onFocus={trackFocus} onBlur={() => setFocusedId(undefined)}>
                {virtualizer.getVirtualItems().map((row) => {
                  const item = items[row.index];
                  return item ? renderCard(item, { index: row.index, setSize: items.length, top: row.start, measure: virtualizer.measureElement }) : null;
                })}
              </ul>
            </div>
          ) : (
            <p className={styles.empty}>Nothing in {bucketLabels[bucket]}</p>
          )}
        </SortableContext>
      </div>
    </section>
  );
}
