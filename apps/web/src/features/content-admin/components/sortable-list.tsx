import { m } from '@assay/messages';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { IconButton } from '@assay/ui';
import type { ReactNode } from 'react';
import * as styles from './sortable-list.css.ts';

export interface SortableListProps {
  ids: readonly string[];
  /** How a screen reader names an item ("control IAM-03"). */
  nameOf: (id: string) => string;
  onMove: (from: number, to: number) => void;
  renderItem: (id: string, handle: ReactNode) => ReactNode;
  label: string;
  disabled?: boolean;
}

function SortableItem({
  id,
  name,
  render,
  disabled,
}: {
  id: string;
  name: string;
  render: SortableListProps['renderItem'];
  disabled: boolean;
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id, disabled });
  const handle = disabled ? null : (
    <IconButton
      ref={setActivatorNodeRef}
      icon="menu"
      size="xs"
      variant="ghost"
      aria-label={m.content_admin_move_item({ name })}
      className={styles.handle}
      {...attributes}
      {...listeners}
    />
  );
  return (
    <li
      ref={setNodeRef}
      className={isDragging ? styles.dragging : styles.item}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {render(id, handle)}
    </li>
  );
}

/**
 * A list reordered by drag AND by keyboard (@dnd-kit), with what happens said to screen
 * readers in words ("control IAM-03 moved to position 2 of 8").
 */
export function SortableList({
  ids,
  nameOf,
  onMove,
  renderItem,
  label,
  disabled = false,
}: SortableListProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const position = (id: UniqueIdentifier | undefined) =>
    m.content_admin_position({ n: ids.indexOf(String(id)) + 1, total: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) =>
      m.content_admin_picked_up({ name: nameOf(String(active.id)), position: position(active.id) }),
    onDragOver: ({ active, over }) =>
      over
        ? m.content_admin_moved_over({ name: nameOf(String(active.id)), position: position(over.id) })
        : m.content_admin_outside({ name: nameOf(String(active.id)) }),
    onDragEnd: ({ active, over }) =>
      over
        ? m.content_admin_dropped({ name: nameOf(String(active.id)), position: position(over.id) })
        : m.content_admin_dropped_in_place({ name: nameOf(String(active.id)) }),
    onDragCancel: ({ active }) =>
      m.content_admin_cancelled({ name: nameOf(String(active.id)), position: position(active.id) }),
  };
  function onDragEnd({ active, over }: DragEndEvent) {
    if (!over || active.id === over.id) return;
    onMove(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)));
  }
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={onDragEnd}
      accessibility={{
        announcements,
        screenReaderInstructions: { draggable: m.content_admin_reorder_help() },
      }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        <ul className={styles.list} aria-label={label}>
          {ids.map((id) => (
            <SortableItem key={id} id={id} name={nameOf(id)} render={renderItem} disabled={disabled} />
          ))}
        </ul>
      </SortableContext>
    </DndContext>
  );
}
