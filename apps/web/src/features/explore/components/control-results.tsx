import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { Tag } from '@assay/ui';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { effortLabel } from '../library.ts';
import type { ControlHit, ExploreControl } from '../search/controls.ts';
import { snippet, termPattern } from '../search/highlight.ts';
import * as styles from './control-results.css.ts';
import { Highlight } from './highlight.tsx';

export interface ControlResultsProps {
  hits: readonly ControlHit[];
  /**
   * What a row shows of a tenant's answer to the control (Explore with a tenant id); the
   * assessments work fills it. Without it, rows have no answer column.
   */
  answerSlot?: (entry: ExploreControl) => ReactNode;
}

function ControlRow({
  hit,
  answerSlot,
}: {
  hit: ControlHit;
  answerSlot?: ControlResultsProps['answerSlot'];
}) {
  const { entry } = hit;
  const { control } = entry;
  const pattern = useMemo(() => termPattern(hit.terms), [hit.terms]);
  // Show where the text matched; otherwise the start of the description.
  const body =
    hit.fields.includes('description') || !hit.fields.includes('guidance')
      ? control.description
      : control.guidance;
  return (
    <article className={styles.row} aria-labelledby={`control-${entry.key}`}>
      <div className={styles.main}>
        <div className={styles.heading}>
          <span className={styles.ref}>
            <Highlight text={control.ref} pattern={pattern} />
          </span>
          <h3 className={styles.title} id={`control-${entry.key}`}>
            <Link
              to={`${paths.explore({ tab: 'baselines' })}?baseline=${encodeURIComponent(entry.baselineId)}#${control.ref}`}
              className={styles.titleLink}
            >
              <Highlight text={control.title} pattern={pattern} />
            </Link>
          </h3>
        </div>
        {body ? (
          <p className={styles.body}>
            <Highlight text={snippet(body, pattern)} pattern={pattern} />
          </p>
        ) : null}
        <div className={styles.meta}>
          <span>{entry.baselineName}</span>
          <span aria-hidden="true">·</span>
          <span>{entry.domainName}</span>
          <span aria-hidden="true">·</span>
          <span>{m.workspace_weight({ weight: control.weight })}</span>
          <span aria-hidden="true">·</span>
          <span>{effortLabel(control.effort)}</span>
        </div>
        {control.references.length > 0 ? (
          <ul className={styles.references} aria-label={m.explore_framework_references()}>
            {control.references.map((reference) => (
              <li key={reference}>
                <Tag>
                  <Highlight text={reference} pattern={pattern} />
                </Tag>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      {answerSlot ? <div className={styles.answer}>{answerSlot(entry)}</div> : null}
    </article>
  );
}

/** The matching controls, virtualised: only the rows in view are in the DOM, so 5,000 stay fast. */
export function ControlResults({ hits, answerSlot }: ControlResultsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: hits.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => 132,
    overscan: 6,
    getItemKey: (index) => hits[index]?.entry.key ?? index,
    initialRect: { width: 0, height: 720 },
  });
  return (
    <div
      ref={scrollRef}
      className={styles.scroller}
      tabIndex={0}
      role="region"
      aria-label={m.explore_matching()}
    >
      <div role="list" className={styles.list} style={{ height: virtualizer.getTotalSize() }}>
        {virtualizer.getVirtualItems().map((item) => {
          const hit = hits[item.index];
          if (!hit) return null;
          return (
            <div
              key={item.key}
              role="listitem"
              aria-setsize={hits.length}
              aria-posinset={item.index + 1}
              data-index={item.index}
              ref={virtualizer.measureElement}
              className={styles.item}
              style={{ transform: `translateY(${item.start}px)` }}
            >
              <ControlRow hit={hit} answerSlot={answerSlot} />
            </div>
          );
        })}
      </div>
    </div>
  );
}
