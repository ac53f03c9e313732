import { useQueryContext, type CallFn, type CallInput, type QueryContext } from '@assay/client';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

export type AuditLogInput = CallInput<'org-auditLog'>;

export const fetchAuditLog = (call: CallFn, input: AuditLogInput) => call('org-auditLog', input);

export const auditLogQueryOptions = ({ call, keys }: QueryContext, input: AuditLogInput) =>
  queryOptions({
    queryKey: keys.of('org-auditLog', input),
    queryFn: () => fetchAuditLog(call, input),
    placeholderData: keepPreviousData,
  });

export function useAuditLog(input: AuditLogInput) {
  return useQuery(auditLogQueryOptions(useQueryContext(), input));
}
