import type { BaselineSummary } from '@assay/domain/baselines';
import { formatNumber } from '@assay/views/locale';

/**
 * What Explore shows of the library: the newest published version of each baseline (global
 * first, then the organisation's own, by name). Drafts and retired versions are content
 * admin's business; older published versions stay reachable through their assessments.
 */
export function publishedLibrary(items: readonly BaselineSummary[]): BaselineSummary[] {
  const newest = new Map<string, BaselineSummary>();
  for (const item of items) {
    if (item.baseline.status !== 'published') continue;
    const seen = newest.get(item.baseline.lineageId);
    if (!seen || seen.baseline.version < item.baseline.version) newest.set(item.baseline.lineageId, item);
  }
  const rank = (item: BaselineSummary) => (item.baseline.owner.kind === 'global' ? 0 : 1);
  return [...newest.values()].sort(
    (a, b) => rank(a) - rank(b) || a.baseline.name.localeCompare(b.baseline.name),
  );
}

export const ownerLabel = (item: Pick<BaselineSummary, 'baseline'>) =>
  item.baseline.owner.kind === 'global' ? 'Global' : 'Private';

export const effortLabels = { S: 'Small effort', M: 'Medium effort', L: 'Large effort' } as const;

export const plural = (count: number, one: string, many = `${one}s`) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
