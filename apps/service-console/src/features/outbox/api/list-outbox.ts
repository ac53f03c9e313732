import { keys, useCall } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

/** How often the open outbox looks for new messages. */
const REFRESH_MS = 3000;

/** The local inbox (emulators only; elsewhere the callable answers failed-precondition). */
export function useOutbox() {
  const call = useCall();
  return useQuery({
    queryKey: keys.service().outbox(),
    queryFn: () => call('service-listOutbox', {}),
    refetchInterval: (query) => (query.state.status === 'error' ? false : REFRESH_MS),
  });
}
