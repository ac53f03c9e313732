import { useQueryContext, type CallFn, type CallInput, type QueryContext } from '@assay/client';
import { ROADMAP_PAGE_MAX } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { queryOptions, useQuery } from '@tanstack/react-query';

export type RoadmapFilters = Omit<CallInput<'roadmap-list'>, 'pageSize' | 'cursor'>;

/** Boards show at most this many items (4 pages); the total says when there are more. */
export const BOARD_ITEMS_MAX = 2000;

/** Every item matching the filters, page after page (the board and the table sort and filter them further). */
export async function fetchRoadmap(
  call: CallFn,
  filters: RoadmapFilters,
): Promise<{ items: RoadmapItem[]; total: number; serverTime: string }> {
  const items: RoadmapItem[] = [];
  let cursor: string | undefined;
  let total = 0;
  let serverTime = '';
  do {
    const page = await call('roadmap-list', {
      ...filters,
      pageSize: ROADMAP_PAGE_MAX,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    total = page.total;
    serverTime = page.serverTime;
    cursor = page.nextCursor ?? undefined;
  } while (cursor && items.length < BOARD_ITEMS_MAX);
  return { items, total, serverTime };
}

export const roadmapQueryOptions = ({ call, keys }: QueryContext, filters: RoadmapFilters) =>
  queryOptions({ queryKey: keys.of('roadmap-list', filters), queryFn: () => fetchRoadmap(call, filters) });

export function useRoadmap(filters: RoadmapFilters) {
  return useQuery(roadmapQueryOptions(useQueryContext(), filters));
}
