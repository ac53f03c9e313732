// A roadmap card: the sortable list item in a board column (with a move handle for editors)
// and the copy that follows the pointer or the arrow keys while it is being dragged.
import { m } from '@assay/messages';
import { useCallback, useEffect, useRef, type KeyboardEvent } from 'react';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { isOverdue } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { Badge, Icon } from '@assay/ui';
import { cx } from './cx.ts';
import { formatDate } from '../locale/format.ts';
import { itemStatusLabel, type RoadmapNames } from './model.ts';
import * as styles from './roadmap.css.ts';

export const instructionsId = 'roadmap-board-instructions';

interface FaceProps {
  item: RoadmapItem;
  names: RoadmapNames;
  today: string;
  hideTenant?: boolean | undefined;
}

/** Where a card sits in its virtualised column. */
export interface CardPlace {
  index: number;
  /** Items in the column (the list only holds the ones in view, so each says where it is). */
  setSize: number;
  /** Offset from the top of a virtualised column's list, px; absent: in the flow. */
  top?: number | undefined;
  measure: (node: HTMLLIElement | null) => void;
}

export interface BoardCardProps extends FaceProps {
  place: CardPlace;
  movable: boolean;
  onOpen: (item: RoadmapItem) => void;
  onKeyDown: (event: KeyboardEvent) => void;
  /** Focus the handle as soon as the card is here (a keyboard move brought it). */
  takeFocus: boolean;
  onFocusTaken: () => void;
}

export function BoardCard({
  item,
  names,
  today,
  hideTenant,
  place,
  movable,
  onOpen,
  onKeyDown,
  takeFocus,
  onFocusTaken,
}: BoardCardProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } =
    useSortable({ id: item.id, disabled: !movable });
  const handle = useRef<HTMLButtonElement | null>(null);
  const { measure } = place;
  const setRefs = useCallback(
    (node: HTMLLIElement | null) => {
      setNodeRef(node);
      measure(node);
    },
    [setNodeRef, measure],
  );
  const setHandleRefs = useCallback(
    (node: HTMLButtonElement | null) => {
      handle.current = node;
      setActivatorNodeRef(node);
    },
    [setActivatorNodeRef],
  );
  useEffect(() => {
    if (!takeFocus) return;
    handle.current?.focus();
    onFocusTaken();
  }, [takeFocus, onFocusTaken]);
  return (
    <li
      ref={setRefs}
      data-index={place.index}
      data-item-id={item.id}
      aria-posinset={place.index + 1}
      aria-setsize={place.setSize}
      style={{ top: place.top, transform: CSS.Translate.toString(transform), transition }}
      className={cx(
        styles.card,
        place.top !== undefined && styles.cardPlaced,
        isOverdue(item, today) && styles.cardOverdue,
        isDragging && styles.cardDragging,
      )}
      data-testid="roadmap-card"
      data-bucket={item.bucket}
    >
      {movable ? (
        <button
          type="button"
          ref={setHandleRefs}
          className={styles.handle}
          {...attributes}
          {...listeners}
          // Titles repeat across tenants ("Dormant accounts disabled" for each): the tenant tells them apart.
          aria-label={
            hideTenant
              ? m.roadmap_move_item({ title: item.title })
              : m.roadmap_move_item_of({ title: item.title, tenant: names.tenant(item.tenantId) })
          }
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
      <CardBody item={item} names={names} today={today} hideTenant={hideTenant} onOpen={onOpen} />
    </li>
  );
}

/** The card being dragged, above the columns (their scrolling would clip the card itself). */
export function LiftedCard({ item, names, today, hideTenant }: FaceProps) {
  return (
    <div
      className={cx(styles.card, styles.cardLifted, isOverdue(item, today) && styles.cardOverdue)}
      aria-hidden="true"
    >
      <span className={styles.handle}>
        <Icon name="menu" size={16} />
      </span>
      <CardBody item={item} names={names} today={today} hideTenant={hideTenant} />
    </div>
  );
}

function CardBody({
  item,
  names,
  today,
  hideTenant,
  onOpen,
}: FaceProps & { onOpen?: (item: RoadmapItem) => void }) {
  const late = isOverdue(item, today);
  return (
    <div className={styles.cardBody}>
      {onOpen ? (
        <button type="button" className={styles.title} onClick={() => onOpen(item)}>
          {item.title}
        </button>
      ) : (
        <span className={styles.title}>{item.title}</span>
      )}
      <div className={styles.meta}>
        {hideTenant ? null : <span>{names.tenant(item.tenantId)}</span>}
        <span className={styles.ref}>{item.controlRef}</span>
        {item.status !== 'open' ? (
          <Badge
            tone={item.status === 'risk_accepted' ? 'accent' : item.status === 'done' ? 'success' : 'warning'}
          >
            {itemStatusLabel(item.status)}
          </Badge>
        ) : null}
        {item.ownerUid ? <span>{names.member(item.ownerUid)}</span> : null}
        {item.dueDate ? (
          <span className={late ? styles.overdue : undefined}>
            {late
              ? m.roadmap_overdue_due_on({ date: formatDate(item.dueDate) })
              : m.roadmap_due_on({ date: formatDate(item.dueDate) })}
          </span>
        ) : null}
      </div>
    </div>
  );
}
