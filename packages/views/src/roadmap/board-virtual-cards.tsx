// A long column's cards, virtualised (only the cards in view, plus a few, are in the DOM), so a
// board of 2,000 items opens as fast as a short one. Loaded on demand by board-column.tsx. The
// dragged card, the focused one and the one a keyboard move is bringing stay rendered wherever
// the column is scrolled, so neither a drag nor focus is ever lost.
import { useCallback, useMemo, useRef, useState, type FocusEvent } from 'react';
import {
  defaultRangeExtractor,
  observeElementRect,
  useVirtualizer,
  type Range,
  type Virtualizer,
} from '@tanstack/react-virtual';
import type { ColumnCardsProps } from './board-column.tsx';
import * as styles from './roadmap.css.ts';

/** A one-line card with its meta line; cards are measured once on screen. */
const CARD_ESTIMATE = 78;
/** vars.space.sm, between cards. */
const CARD_GAP = 8;
/** The column's height before it is measured (first frame, tests without layout). */
const VIEW_ESTIMATE = 640;

/** Without layout (a hidden column, jsdom) the scroller measures 0: keep the estimate, so cards still render. */
const observeLaidOutRect = (
  instance: Virtualizer<HTMLDivElement, Element>,
  onRect: (rect: { width: number; height: number }) => void,
) =>
  observeElementRect(instance, (rect) => {
    if (rect.height > 0) onRect(rect);
  });

export function VirtualCards({ items, pinned, renderCard }: ColumnCardsProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const [focusedId, setFocusedId] = useState<string | undefined>();
  const kept = useMemo(() => {
    const indexes: number[] = [];
    items.forEach((item, index) => {
      if (pinned.has(item.id) || item.id === focusedId) indexes.push(index);
    });
    return indexes;
  }, [items, pinned, focusedId]);
  const rangeExtractor = useCallback(
    (range: Range) =>
      kept.length === 0
        ? defaultRangeExtractor(range)
        : [...new Set([...defaultRangeExtractor(range), ...kept])].sort((a, b) => a - b),
    [kept],
  );
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
  const trackFocus = (event: FocusEvent) =>
    setFocusedId((event.target as HTMLElement).closest<HTMLElement>('[data-item-id]')?.dataset.itemId);
  return (
    <div ref={scroller} className={styles.scroller}>
      <ul
        className={styles.virtualList}
        style={{ height: virtualizer.getTotalSize() }}
        onFocus={trackFocus}
        onBlur={() => setFocusedId(undefined)}
      >
        {virtualizer.getVirtualItems().map((row) => {
          const item = items[row.index];
          return item
            ? renderCard(item, {
                index: row.index,
                setSize: items.length,
                top: row.start,
                measure: virtualizer.measureElement,
              })
            : null;
        })}
      </ul>
    </div>
  );
}
