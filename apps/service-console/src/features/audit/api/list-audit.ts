import { useQueryContext, type CallFn, type CallInput, type CallOutput } from '@assay/client';
import { dayRange } from '@assay/views/audit';
import { useInfiniteQuery } from '@tanstack/react-query';

/** The audit tab's filters as the URL keeps them (empty: not filtered). */
export interface AuditFilters {
  /** An organisation id. */
  org: string;
  /** A user id or email address. */
  actor: string;
  action: string;
  /** yyyy-mm-dd, inclusive, UTC. */
  from: string;
  /** yyyy-mm-dd, inclusive, UTC. */
  to: string;
}

export const noAuditFilters: AuditFilters = { org: '', actor: '', action: '', from: '', to: '' };

export type AuditInput = Omit<CallInput<'service-listAudit'>, 'pageSize' | 'cursor'>;

/** The call's filters (empty ones left out; an end before the start is left out and reported by dayRange). */
export function auditInput(filters: AuditFilters): AuditInput {
  const { from, to } = dayRange(filters.from, filters.to);
  const org = filters.org.trim();
  const actor = filters.actor.trim();
  return {
    ...(org ? { tid: org } : {}),
    ...(actor ? { actor } : {}),
    ...(filters.action ? { action: filters.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
}

export const AUDIT_PAGE_SIZE = 50;

export const fetchAuditPage = (
  call: CallFn,
  input: AuditInput,
  cursor: string | undefined,
  pageSize = AUDIT_PAGE_SIZE,
): Promise<CallOutput<'service-listAudit'>> =>
  call('service-listAudit', { ...input, pageSize, ...(cursor ? { cursor } : {}) });

/** The global audit log, newest first: the first page, then one more per `fetchNextPage` ("Load more"). */
export function useGlobalAudit(input: AuditInput) {
  const { call, keys } = useQueryContext();
  return useInfiniteQuery({
    queryKey: keys.of('service-listAudit', input),
    queryFn: ({ pageParam }) => fetchAuditPage(call, input, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
}
