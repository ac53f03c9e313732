import { useQueryContext, type CallFn } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

export const getServiceUser = (call: CallFn, uid: string) => call('service-getUser', { uid });

export function useServiceUser(uid: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('service-getUser', { uid: uid }),
    queryFn: () => getServiceUser(call, uid),
  });
}
