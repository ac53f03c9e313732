import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import type { BaselineSummary } from '@assay/domain/baselines';
import { Badge, EmptyState } from '@assay/ui';
import { Link } from 'react-router';
import { useBaselines } from '../api/list-baselines.ts';
import { controlCount, domainCount, ownerLabel, publishedLibrary } from '../library.ts';
import * as styles from './baseline-library.css.ts';

function BaselineCard({ item, href }: { item: BaselineSummary; href: string }) {
  const { baseline } = item;
  return (
    <li className={styles.card}>
      <div className={styles.cardTop}>
        <Badge tone={baseline.owner.kind === 'global' ? 'accent' : 'neutral'}>{ownerLabel(item)}</Badge>
        <span className={styles.version}>{m.explore_version_short({ version: baseline.version })}</span>
      </div>
      <h2 className={styles.cardTitle}>
        {/* The whole card is the link's target area (see .css.ts), the heading its name. */}
        <Link to={href} className={styles.cardLink}>
          {baseline.name}
        </Link>
      </h2>
      {baseline.description ? <p className={styles.cardDescription}>{baseline.description}</p> : null}
      <p className={styles.cardCounts}>
        {domainCount(item.domainCount)} · {controlCount(item.controlCount)}
      </p>
    </li>
  );
}

/** Explore's Baselines tab: the published library as cards. */
export function BaselineLibrary({ hrefOf }: { hrefOf: (baselineId: string) => string }) {
  const list = useBaselines();
  const view = queryView(list, { loading: m.explore_loading_library(), failed: m.explore_library_failed() });
  if (view.screen) return view.screen;
  const library = publishedLibrary(view.data.items);
  if (library.length === 0)
    return (
      <EmptyState
        icon="clipboard"
        title={m.explore_no_published()}
        description={m.explore_no_published_description()}
      />
    );
  return (
    <ul className={styles.grid} aria-label={m.explore_published_baselines()}>
      {library.map((item) => (
        <BaselineCard key={item.baseline.id} item={item} href={hrefOf(item.baseline.id)} />
      ))}
    </ul>
  );
}
