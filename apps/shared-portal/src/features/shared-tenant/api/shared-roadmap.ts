import { useCallMutation, useQueryContext, type CallFn, type CallInput } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

export const fetchSharedRoadmap = (call: CallFn, tenantId: string) => call('shared-roadmap', { tenantId });
export const fetchSharedRoadmapItem = (call: CallFn, tenantId: string, itemId: string) =>
  call('shared-roadmapItem', { tenantId, itemId });
export const postComment = (call: CallFn, input: CallInput<'shared-roadmapComment'>) =>
  call('shared-roadmapComment', input);
export const postStatus = (call: CallFn, input: CallInput<'shared-roadmapSetStatus'>) =>
  call('shared-roadmapSetStatus', input);

/** Every roadmap item of the shared tenant. */
export function useSharedRoadmap(tenantId: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('shared-roadmap', { tenantId: tenantId }),
    queryFn: () => fetchSharedRoadmap(call, tenantId),
  });
}

/** One item with its history (comments included). */
export function useSharedRoadmapItem(tenantId: string, itemId: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('shared-roadmapItem', { tenantId: tenantId, itemId: itemId }),
    queryFn: () => fetchSharedRoadmapItem(call, tenantId, itemId),
  });
}

export const useCommentOnItem = () =>
  useCallMutation(postComment, {
    invalidates: (keys, _entry, input) => [
      keys.of('shared-roadmapItem', { tenantId: input.tenantId, itemId: input.itemId }),
    ],
  });

/** The list's prefix covers the item's history too. */
export const useSetItemStatus = () =>
  useCallMutation(postStatus, {
    invalidates: (keys, item) => [
      keys.of('shared-roadmap', { tenantId: item.tenantId }),
      keys.ofAll('shared-roadmapItem'),
    ],
  });
