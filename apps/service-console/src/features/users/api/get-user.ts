import { useQueryContext, type CallFn } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

export const getPlatformUser = (call: CallFn, uid: string) => call('service-getUser', { uid });

export function usePlatformUser(uid: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('service-getUser', { uid: uid }),
    queryFn: () => getPlatformUser(call, uid),
  });
}
