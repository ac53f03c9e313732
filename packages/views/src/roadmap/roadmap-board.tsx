// The roadmap as a Now / Next / Later board. Items move by drag (dnd-kit, pointer or keyboard:
// Space to lift, arrows, Space to drop) and by Alt + arrow keys on an item's handle (left/right:
// another bucket, up/down: reorder); after a keyboard move the handle has focus again, in the
// item's new place. Every move is announced; Alt + arrow moves are saved when Alt is let go
// (staged-moves.ts). Read-only boards have no handles. Each column is virtualised
// (board-column.tsx); the dragged card is drawn above the columns.
import { m } from '@assay/messages';
import { useCallback, useMemo, useState, type KeyboardEvent } from 'react';
import {
  closestCorners,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { roadmapBuckets } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem } from '@assay/domain/roadmap';
import { VisuallyHidden } from '@assay/ui';
import { BoardCard, instructionsId, LiftedCard } from './board-card.tsx';
import { BoardColumn } from './board-column.tsx';
import {
  bucketLabel,
  columnsOf,
  keyboardTarget,
  placeAt,
  type KeyboardMove,
  type RoadmapNames,
} from './model.ts';
import * as styles from './roadmap.css.ts';
import { useStagedMoves, type SaveMove } from './staged-moves.ts';

export interface RoadmapBoardProps {
  items: readonly RoadmapItem[];
  names: RoadmapNames;
  /** Today, `YYYY-MM-DD` (overdue items stand out). */
  today: string;
  /**
   * Absent: read-only. Called once per item a move places: the moved item first, then any
   * neighbours renumbered to make room for it (see `placeAt`). A keyboard gesture of several
   * steps calls it once per item, where the gesture ends. Return the save's promise so the board
   * keeps showing the new place until the saved item is back in `items`.
   */
  onMove?: SaveMove<RoadmapItem>;
  onOpen: (item: RoadmapItem) => void;
  /** Hide the tenant on cards (a tenant's own roadmap). */
  hideTenant?: boolean;
}

const cannotMove: Record<KeyboardMove, typeof m.roadmap_cannot_move_up> = {
  up: m.roadmap_cannot_move_up,
  down: m.roadmap_cannot_move_down,
  left: m.roadmap_cannot_move_left,
  right: m.roadmap_cannot_move_right,
};

const keyMoves: Partial<Record<string, KeyboardMove>> = {
  ArrowUp: 'up',
  ArrowDown: 'down',
  ArrowLeft: 'left',
  ArrowRight: 'right',
};

/** Where a keyboard move sends an item: its handle takes focus once the item is there. */
type FocusTarget = { id: string; bucket: RoadmapBucket; rank: number };

export function RoadmapBoard({ items: saved, names, today, onMove, onOpen, hideTenant }: RoadmapBoardProps) {
  const { shown: items, stage, commit } = useStagedMoves(saved, onMove);
  const [announcement, setAnnouncement] = useState('');
  const [activeId, setActiveId] = useState<string | null>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const columns = useMemo(() => columnsOf(items), [items]);
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const pinned = useMemo(
    () => new Set([activeId, focusTarget?.id].filter((id): id is string => Boolean(id))),
    [activeId, focusTarget],
  );
  const focusTaken = useCallback(() => setFocusTarget(null), []);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
      keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] },
    }),
  );
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? m.roadmap_item_fallback();
  const whereOf = (id: string | number | undefined) => {
    if (id === undefined) return undefined;
    const text = String(id);
    if (text.startsWith('column:')) return bucketLabel(text.slice(7) as RoadmapBucket);
    const over = byId.get(text);
    return over ? m.roadmap_where_at({ bucket: bucketLabel(over.bucket), title: over.title }) : undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => m.roadmap_drag_start({ title: titleOf(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? m.roadmap_drag_over({ title: titleOf(active.id), where: whereOf(over.id) ?? '' })
        : m.roadmap_drag_off({ title: titleOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? m.roadmap_drag_dropped({ title: titleOf(active.id), where: whereOf(over.id) ?? '' })
        : m.roadmap_drag_outside({ title: titleOf(active.id) }),
    onDragCancel: ({ active }) => m.roadmap_drag_cancelled({ title: titleOf(active.id) }),
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    setActiveId(null);
    const item = byId.get(String(active.id));
    if (!item || !over || !onMove) return;
    const overId = String(over.id);
    const overItem = byId.get(overId);
    const bucket = overItem ? overItem.bucket : (overId.slice(7) as RoadmapBucket);
    if (!roadmapBuckets.includes(bucket)) return;
    const others = columns[bucket].filter((candidate) => candidate.id !== item.id);
    // Dropped on an item: take its place (after it when moving down its own column).
    let index = overItem ? others.findIndex((candidate) => candidate.id === overItem.id) : others.length;
    if (
      overItem &&
      overItem.bucket === item.bucket &&
      columns[bucket].indexOf(item) < columns[bucket].indexOf(overItem)
    )
      index += 1;
    if (overItem?.id === item.id) return;
    stage(placeAt(items, item.id, bucket, index), { now: true });
  }

  function handleKey(event: KeyboardEvent, item: RoadmapItem) {
    const move = keyMoves[event.key];
    if (!event.altKey || !move || !onMove) return;
    event.preventDefault();
    const target = keyboardTarget(items, item.id, move);
    if (!target) {
      setAnnouncement(cannotMove[move]({ title: item.title }));
      return;
    }
    const [placed] = target.placements;
    if (!placed) return;
    stage(target.placements);
    setFocusTarget({ id: item.id, bucket: placed.bucket, rank: placed.rank });
    setAnnouncement(
      m.roadmap_moved({ title: item.title, bucket: bucketLabel(placed.bucket), position: target.index + 1 }),
    );
  }

  const activeItem = activeId === null ? undefined : byId.get(activeId);
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCorners}
      onDragStart={({ active }) => setActiveId(String(active.id))}
      onDragEnd={handleDragEnd}
      onDragCancel={() => setActiveId(null)}
      accessibility={{
        announcements,
        screenReaderInstructions: {
          draggable: m.roadmap_drag_instructions(),
        },
      }}
    >
      <VisuallyHidden id={instructionsId}>{m.roadmap_alt_instructions()}</VisuallyHidden>
      <div aria-live="polite" role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      <div className={styles.board} onKeyUp={(event) => event.key === 'Alt' && commit()}>
        {roadmapBuckets.map((bucket) => (
          <BoardColumn
            key={bucket}
            bucket={bucket}
            items={columns[bucket]}
            pinned={pinned}
            renderCard={(item, place) => (
              <BoardCard
                key={item.id}
                item={item}
                names={names}
                today={today}
                hideTenant={hideTenant}
                place={place}
                movable={Boolean(onMove)}
                onOpen={onOpen}
                onKeyDown={(event) => handleKey(event, item)}
                takeFocus={
                  focusTarget !== null &&
                  focusTarget.id === item.id &&
                  focusTarget.bucket === item.bucket &&
                  focusTarget.rank === item.rank
                }
                onFocusTaken={focusTaken}
              />
            )}
          />
        ))}
      </div>
      <DragOverlay>
        {activeItem ? (
          <LiftedCard item={activeItem} names={names} today={today} hideTenant={hideTenant} />
        ) : null}
      </DragOverlay>
    </DndContext>
  );
}
