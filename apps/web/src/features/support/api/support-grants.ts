import { useCallMutation, useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchSupportGrants = (call: CallFn) => call('support-list', {});

export const supportGrantsQueryOptions = ({ call, keys }: QueryContext) =>
  queryOptions({ queryKey: keys.of('support-list', {}), queryFn: () => fetchSupportGrants(call) });

/** System admins' requests and grants of the organisation (owners only). */
export function useSupportGrants() {
  return useQuery(supportGrantsQueryOptions(useQueryContext()));
}

export type SupportDecision = 'approve' | 'deny' | 'revoke';

export const postSupportDecision = (
  call: CallFn,
  { adminUid, decision }: { adminUid: string; decision: SupportDecision },
) =>
  call(decision === 'approve' ? 'support-approve' : decision === 'deny' ? 'support-deny' : 'support-revoke', {
    adminUid,
  });

/** Approve, deny or revoke: the list and the audit log refresh. */
export const useSupportDecision = () =>
  useCallMutation(postSupportDecision, {
    invalidates: (keys) => [keys.of('support-list', {}), keys.ofAll('org-auditLog')],
  });
