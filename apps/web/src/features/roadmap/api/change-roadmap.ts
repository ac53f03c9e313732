import { useCallMutation, type CallFn, type CallInput } from '@assay/client';
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

export const postUpdate = (call: CallFn, input: CallInput<'roadmap-update'>) => call('roadmap-update', input);
export const postBulkUpdate = (call: CallFn, input: CallInput<'roadmap-bulkUpdate'>) =>
  call('roadmap-bulkUpdate', input);
export const postMove = (call: CallFn, input: CallInput<'roadmap-move'>) => call('roadmap-move', input);
export const postGenerate = (call: CallFn, input: CallInput<'roadmap-generate'>) =>
  call('roadmap-generate', input);

export const useUpdateItem = () =>
  useCallMutation(postUpdate, {
    update: ({ queryClient, keys }, item) => replaceEverywhere(queryClient, keys.roadmap.all, item),
    invalidates: (keys, item) => [keys.roadmap.all, keys.roadmap.history(item.id)],
  });

export const useBulkUpdate = () =>
  useCallMutation(postBulkUpdate, { invalidates: (keys) => [keys.roadmap.all] });

export const useMoveItem = () =>
  useCallMutation(postMove, {
    update: ({ queryClient, keys }, item) => replaceEverywhere(queryClient, keys.roadmap.all, item),
    invalidates: (keys) => [keys.roadmap.all],
  });

export const useGenerateRoadmap = () =>
  useCallMutation(postGenerate, { invalidates: (keys) => [keys.roadmap.all] });
