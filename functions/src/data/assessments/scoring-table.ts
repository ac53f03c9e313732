// The scoring table (@assay/domain/scoring) of a pinned version. Published versions never change, so the table is cached per version in the instance: an
// answer save then reads only its assessment and its answer (2 reads), not the version's chunks.
import { scoringTableOf } from '@assay/domain/scoring';
import type { ScoringTable } from '@assay/domain/scoring';
import type { BaselineReads } from '../baselines/baselines.ts';

const CACHE_MAX = 50;
const cache = new Map<string, Promise<ScoringTable | null>>();

async function load(baselines: BaselineReads, baselineId: string): Promise<ScoringTable | null> {
  const header = await baselines.header(baselineId);
  return header ? scoringTableOf(await baselines.load(header)) : null;
}

/**
 * The scoring table of the version `baselineId` as organisation `tid` sees it, loaded once per
 * instance. Only call it for versions an assessment pins: those are published, hence immutable.
 */
export function pinnedScoringTable(
  baselines: BaselineReads,
  tid: string,
  baselineId: string,
): Promise<ScoringTable | null> {
  const key = `${tid}/${baselineId}`;
  let table = cache.get(key);
  if (!table) {
    table = load(baselines, baselineId);
    table.then(
      (loaded) => loaded ?? cache.delete(key),
      () => cache.delete(key),
    );
    if (cache.size >= CACHE_MAX) cache.delete(cache.keys().next().value ?? '');
    cache.set(key, table);
  }
  return table;
}
