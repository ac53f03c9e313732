// The board's arithmetic, pure: columns in board order, the rank of a place between two items,
// and where a keyboard move takes an item (another bucket, or one place up or down).
import { RANK_MAX, RANK_STEP, roadmapBuckets } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem, RoadmapStatus } from '@assay/domain/roadmap';
import { m } from '@assay/messages';

const bucketMessages: Record<RoadmapBucket, typeof m.roadmap_bucket_now> = {
  now: m.roadmap_bucket_now,
  next: m.roadmap_bucket_next,
  later: m.roadmap_bucket_later,
};
const statusMessages: Record<RoadmapStatus, typeof m.roadmap_status_open> = {
  open: m.roadmap_status_open,
  in_progress: m.roadmap_status_in_progress,
  done: m.roadmap_status_done,
  risk_accepted: m.roadmap_status_risk_accepted,
};

/** A bucket's name in the page's language. */
export const bucketLabel = (bucket: RoadmapBucket): string => bucketMessages[bucket]();
/** An item's status in the page's language. */
export const itemStatusLabel = (status: RoadmapStatus): string => statusMessages[status]();

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

/** A rank that sorts after `before` and before `after` (either may be absent); it may equal one when there is no room. */
export function rankBetween(before: number | undefined, after: number | undefined): number {
  if (before === undefined && after === undefined) return RANK_STEP;
  if (before === undefined) return (after ?? 0) >= RANK_STEP ? (after ?? 0) - RANK_STEP : (after ?? 0) / 2;
  if (after === undefined) return Math.min(RANK_MAX, before + RANK_STEP);
  return (before + after) / 2;
}

/** One item's new place; a move may shift neighbours too (see `placeAt`). */
export interface Placement<T> {
  item: T;
  bucket: RoadmapBucket;
  rank: number;
}

// Ranks live in [0, RANK_MAX]: just outside those, the bounds a renumbered stretch spreads between.
const FLOOR = -1;
const CEILING = RANK_MAX + 1;

/**
 * The placements that put `itemId` at `index` of `bucket` (counted without the item itself):
 * the item's own first. When no rank fits strictly between its new neighbours (the top item
 * already has rank 0, or halving used the gap up), the nearest neighbours are renumbered
 * evenly, as few as it takes to leave at least 1 between ranks, so every move changes the order.
 */
export function placeAt<T extends Ranked>(
  items: readonly T[],
  itemId: string,
  bucket: RoadmapBucket,
  index: number,
): Placement<T>[] {
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) return [];
  const column = columnsOf(items.filter((candidate) => candidate.id !== itemId))[bucket];
  const at = Math.max(0, Math.min(index, column.length));
  const order = [...column.slice(0, at), item, ...column.slice(at)];
  const rankAt = (position: number, outside: number) => order[position]?.rank ?? outside;
  const rank = rankBetween(column[at - 1]?.rank, column[at]?.rank);
  if (rank > rankAt(at - 1, FLOOR) && rank < rankAt(at + 1, CEILING)) return [{ item, bucket, rank }];
  // Widen the stretch around the item, below first, until its ranks spread at least 1 apart.
  let [first, last] = [at, at];
  const spacing = () => (rankAt(last + 1, CEILING) - rankAt(first - 1, FLOOR)) / (last - first + 2);
  while (spacing() < 1 && (first > 0 || last < order.length - 1)) {
    if (last < order.length - 1) last += 1;
    if (spacing() < 1 && first > 0) first -= 1;
  }
  const base = rankAt(first - 1, FLOOR);
  const step = spacing();
  const placed = order
    .slice(first, last + 1)
    .map((moved, offset) => ({ item: moved, bucket, rank: base + step * (offset + 1) }));
  return [
    ...placed.filter((placement) => placement.item.id === itemId),
    ...placed.filter((placement) => placement.item.id !== itemId && placement.rank !== placement.item.rank),
  ];
}

export type KeyboardMove = 'up' | 'down' | 'left' | 'right';

/**
 * Where a keyboard move takes an item: left/right to the previous/next bucket's column at the
 * same position, up/down one place in its column; null at an edge. `index` is the item's new
 * position in its column.
 */
export function keyboardTarget<T extends Ranked>(
  items: readonly T[],
  itemId: string,
  move: KeyboardMove,
): { placements: Placement<T>[]; index: number } | null {
  const item = items.find((candidate) => candidate.id === itemId);
  if (!item) return null;
  const columns = columnsOf(items);
  const index = columns[item.bucket].findIndex((candidate) => candidate.id === itemId);
  if (move === 'up' || move === 'down') {
    const target = move === 'up' ? index - 1 : index + 1;
    if (target < 0 || target >= columns[item.bucket].length) return null;
    return { placements: placeAt(items, itemId, item.bucket, target), index: target };
  }
  const bucketIndex = roadmapBuckets.indexOf(item.bucket) + (move === 'left' ? -1 : 1);
  const bucket = roadmapBuckets[bucketIndex];
  if (!bucket) return null;
  const target = Math.min(index, columns[bucket].length);
  return { placements: placeAt(items, itemId, bucket, target), index: target };
}
