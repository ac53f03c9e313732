import { useCallMutation, type CallFn, type CallInput, type ScopedKeys } from '@assay/client';
import type { RoadmapItem } from '@assay/domain/roadmap';
import type { QueryClient } from '@tanstack/react-query';

type Lists = { items: RoadmapItem[]; total: number; serverTime: string };

/** Puts the saved item into every cached list at once (the board moves before the refetch lands). */
function replaceEverywhere(queryClient: QueryClient, prefix: readonly unknown[], item: RoadmapItem) {
  queryClient.setQueriesData<Lists>(
    { queryKey: prefix },
    (list) =>
      list && {
        ...list,
        items: list.items.map((candidate) => (candidate.id === item.id ? item : candidate)),
      },
  );
}

/** What a roadmap write makes stale: its lists and histories, and the dashboard that counts its items. */
const stale = (keys: ScopedKeys) => [keys.area('roadmap'), keys.area('dashboard')];

export const postUpdate = (call: CallFn, input: CallInput<'roadmap-update'>) => call('roadmap-update', input);
export const postBulkUpdate = (call: CallFn, input: CallInput<'roadmap-bulkUpdate'>) =>
  call('roadmap-bulkUpdate', input);
export const postMove = (call: CallFn, input: CallInput<'roadmap-move'>) => call('roadmap-move', input);
export const postGenerate = (call: CallFn, input: CallInput<'roadmap-generate'>) =>
  call('roadmap-generate', input);

export const useUpdateItem = () =>
  useCallMutation(postUpdate, {
    update: ({ queryClient, keys }, item) => replaceEverywhere(queryClient, keys.ofAll('roadmap-list'), item),
    invalidates: (keys, item) => [...stale(keys), keys.of('roadmap-history', { itemId: item.id })],
  });

export const useBulkUpdate = () => useCallMutation(postBulkUpdate, { invalidates: (keys) => stale(keys) });

export const useMoveItem = () =>
  useCallMutation(postMove, {
    update: ({ queryClient, keys }, item) => replaceEverywhere(queryClient, keys.ofAll('roadmap-list'), item),
    invalidates: (keys) => stale(keys),
  });

export const useGenerateRoadmap = () => useCallMutation(postGenerate, { invalidates: (keys) => stale(keys) });
