import { m } from '@assay/messages';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { VisuallyHidden } from '@assay/ui';
import { stateLabel } from '@assay/views/results/model';
import type { ListRow } from '../../workspace-model.ts';
import * as styles from './workspace.css.ts';

const DOMAIN_ROW = 34;
const CONTROL_ROW = 44;

export interface ControlListProps {
  rows: readonly ListRow[];
  /** Ref of the current control. */
  current: string | undefined;
  onSelect: (ref: string) => void;
  /** Controls whose answer someone else changed while the workspace was open. */
  changedByOthers: ReadonlySet<string>;
  /** Member names by uid, for the assignee. */
  memberName: (uid: string) => string;
}

export const optionId = (ref: string) => `control-${ref}`;

/**
 * The controls as a virtualised listbox: only the rows in view (plus a few) are in the DOM, so
 * a 2,000-control baseline scrolls as smoothly as a short one. Domain headings are visual
 * separators; each option names its control and answer. Focus stays on the list; the
 * current control is its active descendant.
 */
export function ControlList({ rows, current, onSelect, changedByOthers, memberName }: ControlListProps) {
  const scroller = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: (index) => (rows[index]?.kind === 'domain' ? DOMAIN_ROW : CONTROL_ROW),
    overscan: 8,
    getItemKey: (index) => {
      const row = rows[index];
      return row?.kind === 'domain' ? `d:${row.domain.id}` : `c:${row?.view.control.ref ?? index}`;
    },
  });
  const controlCount = rows.reduce((n, row) => n + (row.kind === 'control' ? 1 : 0), 0);
  const currentIndex = rows.findIndex((row) => row.kind === 'control' && row.view.control.ref === current);

  useEffect(() => {
    if (currentIndex >= 0) virtualizer.scrollToIndex(currentIndex, { align: 'auto' });
  }, [currentIndex, virtualizer]);

  return (
    <div
      ref={scroller}
      className={styles.scroller}
      role="listbox"
      aria-label={m.workspace_controls()}
      tabIndex={0}
      data-shortcuts
      aria-activedescendant={current && currentIndex >= 0 ? optionId(current) : undefined}
    >
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          if (!row) return null;
          const style = { top: item.start, height: item.size };
          if (row.kind === 'domain') {
            return (
              <div key={item.key} className={styles.domainRow} style={style} aria-hidden="true">
                <span>{row.domain.name}</span>
                <span>
                  {row.answered} / {row.total}
                </span>
              </div>
            );
          }
          const { control, state, answer } = row.view;
          const selected = control.ref === current;
          const others = changedByOthers.has(control.ref);
          return (
            <div
              key={item.key}
              id={optionId(control.ref)}
              role="option"
              aria-selected={selected}
              aria-setsize={controlCount}
              aria-posinset={row.position + 1}
              className={styles.controlRow}
              style={style}
              onClick={() => onSelect(control.ref)}
            >
              <span className={`${styles.dot} ${styles.dotTone[state ?? 'none']}`} aria-hidden="true" />
              {/* The name is the visible text plus the answer, so speech and sight agree (WCAG 2.5.3). */}
              <span className={styles.rowRef}>{control.ref}</span>{' '}
              <span className={styles.rowTitle}>
                {control.title}
                <VisuallyHidden>
                  : {stateLabel(state)}
                  {others ? m.workspace_changed_by_someone() : ''}
                </VisuallyHidden>
              </span>
              <span className={styles.rowMeta} aria-hidden="true">
                {others ? <span title={m.workspace_changed_by_someone_title()}>●</span> : null}
                {answer?.assigneeUid ? (
                  <span title={m.workspace_assigned_to_name({ name: memberName(answer.assigneeUid) })}>
                    {initials(memberName(answer.assigneeUid))}
                  </span>
                ) : null}
              </span>
            </div>
          );
        })}
      </div>
    </div>
  );
}

function initials(name: string): string {
  return name
    .split(/[\s@.]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}
