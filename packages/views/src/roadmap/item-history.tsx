import { m } from '@assay/messages';
import { RelativeTime } from '@assay/ui';
import { useId, type ReactNode } from 'react';
import * as styles from './item-history.css.ts';

export interface ItemHistoryEntry {
  id: string;
  /** What happened, in the service's words. */
  summary: ReactNode;
  /** A comment as its author typed it, quoted on its own line. */
  comment?: string | undefined;
  /** Who did it, as the reader should see them ("You", a member's name, "Team"). */
  who: string;
  at: string;
}

/** A roadmap item's history, newest first, ending with the gap it was created from. */
export function ItemHistory({
  entries,
  createdAt,
  loading = false,
}: {
  entries: readonly ItemHistoryEntry[];
  createdAt: string;
  loading?: boolean;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId} className={styles.heading}>
        {m.roadmap_history()}
      </h3>
      <ul className={styles.history} aria-busy={loading}>
        {entries.map((entry) => (
          <li key={entry.id}>
            {entry.summary}
            {entry.comment !== undefined ? (
              <span className={styles.comment}>“{entry.comment}”</span>
            ) : null}{' '}
            <span className={styles.meta}>
              {entry.who}, <RelativeTime value={entry.at} />
            </span>
          </li>
        ))}
        <li>
          {m.roadmap_created_from_gap()}{' '}
          <span className={styles.meta}>
            <RelativeTime value={createdAt} />
          </span>
        </li>
      </ul>
    </section>
  );
}
