import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { inLocale } from '@assay/domain/baselines/translations';
import { EmptyState, ErrorState, LoadingState, Stack } from '@assay/ui';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useBaselineVersions } from '../api/get-baseline.ts';
import { useBaselines } from '../api/list-baselines.ts';
import { useControlFilters } from '../hooks/use-control-filters.ts';
import { useControlSearch } from '../hooks/use-control-search.ts';
import { controlCount, publishedLibrary } from '../library.ts';
import { exploreControls, facets, type ExploreControl } from '../search/controls.ts';
import { ControlFilterBar } from './control-filter-bar.tsx';
import { ControlResults } from './control-results.tsx';
import * as styles from './control-search.css.ts';
import { activeLocale, formatNumber } from '@assay/views/locale';

/** How long typing waits before the URL follows (results do not wait). */
const URL_DELAY_MS = 300;

/**
 * Explore's Controls tab: full-text search with filters over every control of the published
 * library. Results follow each keystroke; the URL follows shortly after, so a search can be
 * linked to, and a link or the back button puts its query back in the box.
 */
export function ControlSearch({ answerSlot }: { answerSlot?: (entry: ExploreControl) => ReactNode }) {
  const [filters, updateFilters] = useControlFilters();
  const [query, setQuery] = useState(filters.query);
  const written = useRef(filters.query);
  useEffect(() => {
    // The URL changed under us (link, back button): take its query.
    if (filters.query !== written.current) {
      written.current = filters.query;
      setQuery(filters.query);
    }
  }, [filters.query]);
  useEffect(() => {
    if (query === written.current) return;
    const timer = setTimeout(() => {
      written.current = query;
      updateFilters({ query }, { replace: true });
    }, URL_DELAY_MS);
    return () => clearTimeout(timer);
  });

  const list = useBaselines();
  const library = useMemo(() => (list.data ? publishedLibrary(list.data.items) : []), [list.data]);
  const versions = useBaselineVersions(library.map((item) => item.baseline.id));
  const entries = useMemo(
    // Searched and shown in the page's language where the baselines have it.
    () =>
      list.data && !versions.isPending
        ? exploreControls(versions.versions.map((version) => inLocale(version, activeLocale())))
        : null,
    [list.data, versions.isPending, versions.versions],
  );
  const { hits, failed } = useControlSearch(entries, { ...filters, query });
  const choices = useMemo(() => facets(entries ?? [], filters.baseline), [entries, filters.baseline]);

  const error = list.error ?? versions.error;
  let body: ReactNode;
  if (error)
    body = (
      <ErrorState
        title={m.explore_controls_failed()}
        message={toAppError(error).message}
        onRetry={() => Promise.all([list.refetch(), versions.refetch()])}
      />
    );
  else if (failed) body = <ErrorState title={m.explore_search_failed()} message={m.explore_reload()} />;
  else if (!hits) body = <LoadingState label={m.explore_loading_controls()} lines={4} />;
  else if (entries?.length === 0)
    body = (
      <EmptyState
        icon="clipboard"
        title={m.explore_no_published()}
        description={m.explore_no_controls_yet()}
      />
    );
  else if (hits.length === 0)
    body = (
      <EmptyState
        icon="search"
        title={m.explore_no_match()}
        description={m.explore_no_match_description()}
        size="compact"
      />
    );
  else body = <ControlResults hits={hits} answerSlot={answerSlot} />;

  return (
    <Stack gap="md">
      <ControlFilterBar
        query={query}
        onQueryChange={setQuery}
        filters={filters}
        onFiltersChange={(next) => updateFilters({ ...next, query })}
        baselines={library.map((item) => ({ id: item.baseline.id, name: item.baseline.name }))}
        domains={choices.domains}
        frameworks={choices.frameworks}
      />
      <p className={styles.summary} role="status" aria-live="polite">
        {hits && entries
          ? hits.length === entries.length
            ? controlCount(entries.length)
            : m.explore_controls_of({
                controls: controlCount(hits.length),
                total: formatNumber(entries.length),
              })
          : ''}
      </p>
      {body}
    </Stack>
  );
}
