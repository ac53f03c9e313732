import { useEffect, useMemo, useState } from 'react';
import type { ControlIndex } from '../search/control-index.ts';
import type { ControlFilters, ControlHit, ExploreControl } from '../search/controls.ts';

/**
 * Builds the search index over `entries` (MiniSearch loads on first use, in its own chunk)
 * and runs `filters` against it. `hits` is null until the index is ready.
 */
export function useControlSearch(
  entries: readonly ExploreControl[] | null,
  filters: ControlFilters,
): { hits: ControlHit[] | null; failed: boolean } {
  const [index, setIndex] = useState<ControlIndex | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!entries) return;
    let live = true;
    import('../search/control-index.ts')
      .then(({ createControlIndex }) => live && setIndex(createControlIndex(entries)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [entries]);
  const { query, baseline, domain, framework, weight, effort } = filters;
  const hits = useMemo(
    () => index?.search({ query, baseline, domain, framework, weight, effort }) ?? null,
    [index, query, baseline, domain, framework, weight, effort],
  );
  return { hits, failed };
}
