// One Now / Next / Later column: a drop target whose cards scroll inside it. A long column
// renders only the cards in view (board-virtual-cards.tsx, loaded on demand as the UI kit's
// table loads its virtual rows), so a board of 2,000 items opens as fast as a short one.
import { m } from '@assay/messages';
import { lazy, Suspense, useMemo, type ReactNode } from 'react';
import { useDroppable } from '@dnd-kit/core';
import { SortableContext, verticalListSortingStrategy } from '@dnd-kit/sortable';
import type { RoadmapBucket, RoadmapItem } from '@assay/domain/roadmap';
import type { CardPlace } from './board-card.tsx';
import { cx } from './cx.ts';
import { bucketLabel } from './model.ts';
import * as styles from './roadmap.css.ts';

const VirtualCards = lazy(() =>
  import('./board-virtual-cards.tsx').then((module) => ({ default: module.VirtualCards })),
);

/** Columns longer than this are virtualised; shorter ones render every card. */
export const VIRTUALISE_ABOVE = 60;

/** What a long column shows while its virtualiser loads: about a screenful. */
const FIRST_CARDS = 10;

export const columnId = (bucket: RoadmapBucket) => `column:${bucket}`;

export interface ColumnCardsProps {
  /** The column's items in rank order. */
  items: readonly RoadmapItem[];
  /** Items kept rendered however the column is scrolled. */
  pinned: ReadonlySet<string>;
  renderCard: (item: RoadmapItem, place: CardPlace) => ReactNode;
}

export interface BoardColumnProps extends ColumnCardsProps {
  bucket: RoadmapBucket;
}

export function BoardColumn({ bucket, items, pinned, renderCard }: BoardColumnProps) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(bucket) });
  const ids = useMemo(() => items.map((item) => item.id), [items]);
  const headingId = `roadmap-column-${bucket}`;
  return (
    <section className={cx(styles.column, isOver && styles.columnOver)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeader}>
        {bucketLabel(bucket)}{' '}
        <span className={styles.count}>{m.roadmap_items_count({ count: items.length })}</span>
      </h2>
      {/* The drop target starts where the cards start: the keyboard's arrows then pass over the
          item's own column to the cards beside or above it (dnd-kit looks left of, or above, the card). */}
      <div ref={setNodeRef}>
        <SortableContext id={bucket} items={ids} strategy={verticalListSortingStrategy}>
          {items.length === 0 ? (
            <p className={styles.empty}>{m.roadmap_column_empty({ bucket: bucketLabel(bucket) })}</p>
          ) : items.length > VIRTUALISE_ABOVE ? (
            <Suspense
              fallback={
                <AllCards
                  items={items.slice(0, FIRST_CARDS)}
                  pinned={pinned}
                  renderCard={renderCard}
                  setSize={items.length}
                />
              }
            >
              <VirtualCards items={items} pinned={pinned} renderCard={renderCard} />
            </Suspense>
          ) : (
            <AllCards items={items} pinned={pinned} renderCard={renderCard} />
          )}
        </SortableContext>
      </div>
    </section>
  );
}

const noMeasure = () => undefined;

/** Every card of a short column, in the flow (also the first cards of a long one while its virtualiser loads). */
function AllCards({ items, renderCard, setSize = items.length }: ColumnCardsProps & { setSize?: number }) {
  return (
    <div className={styles.scroller}>
      <ul className={styles.list}>
        {items.map((item, index) => renderCard(item, { index, setSize, measure: noMeasure }))}
      </ul>
    </div>
  );
}
