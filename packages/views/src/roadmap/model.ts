// The board's arithmetic, pure: columns in board order, the rank of a place between two items,
// and where a keyboard move takes an item (another bucket, or one place up or down).
import { RANK_MAX, RANK_STEP, roadmapBuckets } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem, RoadmapStatus } from '@assay/domain/roadmap';

export const bucketLabels: Record<RoadmapBucket, string> = { now: 'Now', next: 'Next', later: 'Later' };
export const statusLabels: Record<RoadmapStatus, string> = {
  open: 'Open',
  in_progress: 'In progress',
  done: 'Done',
  risk_accepted: 'Risk accepted',
};

/** Display names for the ids on roadmap items. */
export interface RoadmapNames {
  tenant: (tenantId: string) => string;
  member: (uid: string) => string;
}

type Ranked = Pick<RoadmapItem, 'id' | 'bucket' | 'rank'>;

function byRank(a: Ranked, b: Ranked): number {
  return a.rank - b.rank || a.id.localeCompare(b.id);
}

/** The items of each bucket, in rank order. */
export function columnsOf<T extends Ranked>(items: readonly T[]): Record<RoadmapBucket, T[]> {
  const columns = { now: [] as T[], next: [] as T[], later: [] as T[] };
  for (const item of items) columns[item.bucket].push(item);
  for (const bucket of roadmapBuckets) columns[bucket].sort(byRank);
  return columns;
}

/** A rank that sorts after `before` and before `after` (either may be absent). */
export function rankBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return 0;
  if (before === undefined) return (after ?? 0) >= RANK_STEP ? (after ?? 0) - RANK_STEP : (after ?? 0) / 2;
  if (after === undefined) return Math.min(RANK_MAX, before + RANK_STEP);
  return (before + after) / 2;
}

/** The bucket and rank that put `itemId` at `index` of `bucket` (counted without the item itself). */
export function placeAt<T extends Ranked>(
  items: readonly T[],
  itemId: string,
  bucket: RoadmapBucket,
  index: number,
): { bucket: RoadmapBucket; rank: number } {
  const column = columnsOf(items.filter((item) => item.id !== itemId))[bucket];
  const at = Math.max(0, Math.min(index, column.length));
  return { bucket, rank: rankBetween(column[at - 1]?.rank, column[at]?.rank) };
}

export type KeyboardMove = 'up' | 'down' | 'left' | 'right';

/**
 * Where a keyboard move takes an item: left/right to the top of the previous/next bucket's
 * column at the same position, up/down one place in its column; null at an edge.
 */
export function keyboardTarget<T extends Ranked>(
  items: readonly T[],
  itemId: string,
  move: KeyboardMove,
): { bucket: RoadmapBucket; rank: number; index: number } | null {
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) return null;
  const columns = columnsOf(items);
  const index = columns[item.bucket].findIndex((candidate) => candidate.id === itemId);
  if (move === 'up' || move === 'down') {
    const target = move === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= columns[item.bucket].length) return null;
    return { ...placeAt(items, itemId, item.bucket, target), index: target };
  }
  const bucketIndex = roadmapBuckets.indexOf(item.bucket) + (move === 'left' ? -1 : 1);
  const bucket = roadmapBuckets[bucketIndex];
  if (!bucket) return null;
  const target = Math.min(index, columns[bucket].length);
  return { ...placeAt(items, itemId, bucket, target), index: target };
}
