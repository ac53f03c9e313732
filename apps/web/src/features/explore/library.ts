import { m } from '@assay/messages';
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
  item.baseline.owner.kind === 'global' ? m.explore_global() : m.explore_private();

const efforts = { S: m.effort_small, M: m.effort_medium, L: m.effort_large } as const;
/** A control's effort in words ("Small effort"), in the page's language. */
export const effortLabel = (effort: keyof typeof efforts): string => efforts[effort]();

/** "12 domains", "1,234 controls": the count in the page's language, its noun in the right plural. */
export const domainCount = (count: number) => m.explore_domains({ count, shown: formatNumber(count) });
export const controlCount = (count: number) => m.explore_controls({ count, shown: formatNumber(count) });
