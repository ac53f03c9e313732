import { useQueryContext } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

/** One organisation as the tenants tab's focus shows it. */
export function usePlatformOrganisation(tid: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('service-getOrganisation', { tid: tid }),
    queryFn: () => call('service-getOrganisation', { tid }),
  });
}
