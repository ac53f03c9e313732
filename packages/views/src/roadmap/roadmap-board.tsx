// The roadmap as a Now / Next / Later board. Items move by drag (dnd-kit, pointer or keyboard:
// Space to lift, arrows, Space to drop) and by Alt + arrow keys on an item's handle (left/right:
// another bucket, up/down: reorder). Every move is announced. Read-only boards have no handles.
import { useState, type KeyboardEvent } from 'react';
import {
  closestCorners,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useDroppable,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isOverdue, roadmapBuckets } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem } from '@assay/domain/roadmap';
import { Badge, Icon, VisuallyHidden } from '@assay/ui';
import { cx } from './cx.ts';
import { bucketLabels, columnsOf, keyboardTarget, placeAt, statusLabels, type KeyboardMove } from './model.ts';
import * as styles from './roadmap.css.ts';

export interface RoadmapNames {
  tenant: (tenantId: string) => string;
  member: (uid: string) => string;
}

export interface RoadmapBoardProps {
  items: readonly RoadmapItem[];
  names: RoadmapNames;
  /** Today, `YYYY-MM-DD` (overdue items stand out). */
  today: string;
  /** Absent: read-only. */
  onMove?: (item: RoadmapItem, target: { bucket: RoadmapBucket; rank: number }) => void;
  onOpen: (item: RoadmapItem) => void;
  /** Hide the tenant on cards (a tenant's own roadmap). */
  hideTenant?: boolean;
}

const columnId = (bucket: RoadmapBucket) => `column:${bucket}`;
const keyMoves: Partial<Record<string, KeyboardMove>> = { ArrowUp: 'up', ArrowDown: 'down', ArrowLeft: 'left', ArrowRight: 'right' };
const instructionsId = 'roadmap-board-instructions';

export function RoadmapBoard({ items, names, today, onMove, onOpen, hideTenant }: RoadmapBoardProps) {
  const [announcement, setAnnouncement] = useState('');
  const columns = columnsOf(items);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 5 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates, keyboardCodes: { start: ['Space'], cancel: ['Escape'], end: ['Space', 'Enter'] } }),
  );
  const byId = new Map(items.map((item) => [item.id, item]));
  const titleOf = (id: string | number) => byId.get(String(id))?.title ?? 'item';
  const whereOf = (id: string | number | undefined) => {
    if (id === undefined) return undefined;
    const text = String(id);
    if (text.startsWith('column:')) return bucketLabels[text.slice(7) as RoadmapBucket];
    const over = byId.get(text);
    return over ? `${bucketLabels[over.bucket]}, at ${over.title}` : undefined;
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${titleOf(active.id)}. Use the arrow keys to move it, Space to drop it, Escape to cancel.`,
    onDragOver: ({ active, over }) => (over ? `${titleOf(active.id)} is over ${whereOf(over.id)}.` : `${titleOf(active.id)} is no longer over a column.`),
    onDragEnd: ({ active, over }) => (over ? `${titleOf(active.id)} was dropped in ${whereOf(over.id)}.` : `${titleOf(active.id)} was dropped outside the board.`),
    onDragCancel: ({ active }) => `Moving ${titleOf(active.id)} was cancelled.`,
  };

  function handleDragEnd({ active, over }: DragEndEvent) {
    const item = byId.get(String(active.id));
    if (!item || !over || !onMove) return;
    const overId = String(over.id);
    const overItem = byId.get(overId);
    const bucket = overItem ? overItem.bucket : (overId.slice(7) as RoadmapBucket);
    if (!roadmapBuckets.includes(bucket)) return;
    const others = columns[bucket].filter((candidate) => candidate.id !== item.id);
    // Dropped on an item: take its place (after it when moving down its own column).
    let index = overItem ? others.findIndex((candidate) => candidate.id === overItem.id) : others.length;
    if (overItem && overItem.bucket === item.bucket && columns[bucket].indexOf(item) < columns[bucket].indexOf(overItem)) index += 1;
    if (overItem?.id === item.id) return;
    onMove(item, placeAt(items, item.id, bucket, index));
  }

  function handleKey(event: KeyboardEvent, item: RoadmapItem) {
    const move = keyMoves[event.key];
    if (!event.altKey || !move || !onMove) return;
    event.preventDefault();
    const target = keyboardTarget(items, item.id, move);
    if (!target) {
      setAnnouncement(`${item.title} cannot move further ${move}.`);
      return;
    }
    onMove(item, { bucket: target.bucket, rank: target.rank });
    setAnnouncement(`${item.title} moved to ${bucketLabels[target.bucket]}, position ${target.index + 1}.`);
  }

  return (
    <DndContext sensors={sensors} collisionDetection={closestCorners} onDragEnd={handleDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: 'To move an item, press Space, use the arrow keys, then Space again to drop it; or hold Alt and press an arrow key.' } }}>
      <VisuallyHidden id={instructionsId}>Hold Alt and press left or right to move to another column, up or down to reorder.</VisuallyHidden>
      <div aria-live="polite" role="status">
        <VisuallyHidden>{announcement}</VisuallyHidden>
      </div>
      <div className={styles.board}>
        {roadmapBuckets.map((bucket) => (
          <Column key={bucket} bucket={bucket} items={columns[bucket]}>
            {columns[bucket].map((item) => (
              <Card key={item.id} item={item} names={names} today={today} movable={Boolean(onMove)} hideTenant={hideTenant} onOpen={onOpen} onKeyDown={(event) => handleKey(event, item)} />
            ))}
          </Column>
        ))}
      </div>
    </DndContext>
  );
}

function Column({ bucket, items, children }: { bucket: RoadmapBucket; items: readonly RoadmapItem[]; children: React.ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: columnId(bucket) });
  const headingId = `roadmap-column-${bucket}`;
  return (
    <section ref={setNodeRef} className={cx(styles.column, isOver && styles.columnOver)} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.columnHeader}>
        {bucketLabels[bucket]} <span className={styles.count}>{items.length === 1 ? '1 item' : `${items.length} items`}</span>
      </h2>
      <SortableContext id={bucket} items={items.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        {items.length > 0 ? <ul className={styles.list}>{children}</ul> : <p className={styles.empty}>Nothing in {bucketLabels[bucket]}</p>}
      </SortableContext>
    </section>
  );
}

function Card({ item, names, today, movable, hideTenant, onOpen, onKeyDown }: { item: RoadmapItem; names: RoadmapNames; today: string; movable: boolean; hideTenant?: boolean | undefined; onOpen: (item: RoadmapItem) => void; onKeyDown: (event: KeyboardEvent) => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: !movable });
  const late = isOverdue(item, today);
  return (
    <li ref={setNodeRef} style={{ transform: CSS.Transform.toString(transform), transition }} className={cx(styles.card, late && styles.cardOverdue, isDragging && styles.cardDragging)} data-testid="roadmap-card" data-bucket={item.bucket}>
      {movable ? (
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Move ${item.title}`}
          aria-describedby={instructionsId}
          onKeyDown={(event) => {
            onKeyDown(event);
            if (!event.defaultPrevented) listeners?.onKeyDown?.(event);
          }}
        >
          <Icon name="menu" size={16} />
        </button>
      ) : (
        <span />
      )}
      <div className={styles.cardBody}>
        <button type="button" className={styles.title} onClick={() => onOpen(item)}>
          {item.title}
        </button>
        <div className={styles.meta}>
          {hideTenant ? null : <span>{names.tenant(item.tenantId)}</span>}
          <span className={styles.ref}>{item.controlRef}</span>
          {item.status !== 'open' ? <Badge tone={item.status === 'risk_accepted' ? 'accent' : item.status === 'done' ? 'success' : 'warning'}>{statusLabels[item.status]}</Badge> : null}
          {item.ownerUid ? <span>{names.member(item.ownerUid)}</span> : null}
          {item.dueDate ? <span className={late ? styles.overdue : undefined}>{late ? `Overdue · due ${item.dueDate}` : `Due ${item.dueDate}`}</span> : null}
        </div>
      </div>
    </li>
  );
}
