import { formatNumber } from '@assay/views/locale';
import { m } from '@assay/messages';
import type { BaselineSummary } from '@assay/domain/baselines';
import type { BaselineScope } from './api/scope.ts';

/** The versions of one baseline (same lineage), newest first. */
export interface Lineage {
  lineageId: string;
  name: string;
  global: boolean;
  versions: BaselineSummary[];
  /** The draft being edited, if any (a lineage has at most one). */
  draft: BaselineSummary | undefined;
}

/** The library grouped by baseline: global ones first, then the organisation's, by name. */
export function lineagesOf(items: readonly BaselineSummary[]): Lineage[] {
  const byId = new Map<string, BaselineSummary[]>();
  for (const item of items)
    byId.set(item.baseline.lineageId, [...(byId.get(item.baseline.lineageId) ?? []), item]);
  return [...byId.entries()]
    .map(([lineageId, versions]) => {
      const sorted = [...versions].sort((a, b) => b.baseline.version - a.baseline.version);
      const newest = sorted[0]!;
      return {
        lineageId,
        name: newest.baseline.name,
        global: newest.baseline.owner.kind === 'global',
        versions: sorted,
        draft: sorted.find((item) => item.baseline.status === 'draft'),
      };
    })
    .sort((a, b) => Number(a.global === false) - Number(b.global === false) || a.name.localeCompare(b.name));
}

/** Whether the scope changes this baseline: the library its global ones, an organisation its private ones. */
export const editableIn = (lineage: Pick<Lineage, 'global'>, scope: BaselineScope) =>
  lineage.global === (scope === 'library');

export interface PrivateUsage {
  count: number;
  max: number | null;
}

/** "2 of 10 private baselines", or unlimited. */
export function usageText(usage: PrivateUsage): string {
  if (usage.max === null)
    return m.content_admin_usage_unlimited({ count: usage.count, shown: formatNumber(usage.count) });
  return m.content_admin_usage_of({ count: formatNumber(usage.count), max: formatNumber(usage.max) });
}

/**
 * Why no further private baseline can be created (SPEC §4: shown before the limit is hit;
 * the server refuses regardless), or undefined while there is room.
 */
export function createBlockedReason(usage: PrivateUsage | undefined): string | undefined {
  if (!usage || usage.max === null || usage.count < usage.max) return undefined;
  if (usage.max === 0) return m.content_admin_no_private_plan();
  return m.content_admin_plan_allows({ count: usage.max, shown: formatNumber(usage.max) });
}

export const statusTones = { draft: 'warning', published: 'success', retired: 'neutral' } as const;
