import { useQueryContext } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

/** The versions a new assessment can pin: the published ones of the library (same cache entry as Explore's list). */
export function usePublishedBaselines(enabled = true) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('baselines-list', {}),
    queryFn: () => call('baselines-list', {}),
    select: (output) => output.items.filter((item) => item.baseline.status === 'published'),
    enabled,
  });
}
