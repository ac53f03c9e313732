import { toAppError, useCallMutation, useQueryContext, type CallFn, type CallOutput } from '@assay/client';
import type { ContractName } from '@assay/domain/contracts';
import { ROADMAP_PAGE_MAX, type RoadmapItem } from '@assay/domain/roadmap';
import { useQuery, useQueryClient } from '@tanstack/react-query';

// The system admin's support access to one organisation, and the read-only reads it opens. Every
// query is of the support area: asking, break-glass or ending access drops them all.

/** The caller's own grant of `tid` as it stands now (null: never asked). */
export function useSupportStatus(tid: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('support-status', { tid }),
    queryFn: () => call('support-status', { tid }),
  });
}

export interface SupportAskInput {
  tid: string;
  reason: string;
  hours: number;
}

export const postSupportRequest = (call: CallFn, input: SupportAskInput) => call('support-request', input);
export const postBreakGlass = (call: CallFn, input: SupportAskInput) => call('support-breakGlass', input);
export const postWithdraw = (call: CallFn, input: { tid: string }) => call('support-withdraw', input);

export const useRequestSupport = () =>
  useCallMutation(postSupportRequest, {
    invalidates: (keys) => [keys.area('support')],
  });
export const useBreakGlass = () =>
  useCallMutation(postBreakGlass, {
    invalidates: (keys) => [keys.area('support')],
  });
export const useWithdrawSupport = () =>
  useCallMutation(postWithdraw, { invalidates: (keys) => [keys.area('support')] });

/** Reads refused for want of an active grant are not retried: the grant is what changes, not the network. */
const noRetryWithoutGrant = (failures: number, error: unknown) => !grantEnded(error) && failures < 2;

function grantEnded(error: unknown): boolean {
  return toAppError(error).code === 'permission-denied';
}

/**
 * A read under the caller's grant. A refusal for want of a grant means it ended since the status
 * was read (expired, revoked): the status is read again, so the page shows the grant as ended
 * and the ways to ask again, instead of a stale "active".
 */
function useSupportRead<T>(
  tid: string,
  name: ContractName,
  input: object,
  read: (call: CallFn) => Promise<T>,
  enabled: boolean,
) {
  const { call, keys } = useQueryContext();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: keys.of(name, input),
    queryFn: async () => {
      try {
        return await read(call);
      } catch (error) {
        if (grantEnded(error))
          void queryClient.invalidateQueries({
            queryKey: keys.of('support-status', { tid }),
            exact: true,
          });
        throw error;
      }
    },
    enabled,
    retry: noRetryWithoutGrant,
  });
}

export const useSupportTenants = (tid: string, enabled: boolean) =>
  useSupportRead(
    tid,
    'support-tenants',
    { tid, pageSize: 100 },
    (call) => call('support-tenants', { tid, pageSize: 100 }),
    enabled,
  );

export const useSupportAssessments = (tid: string, tenantId: string, enabled: boolean) =>
  useSupportRead(
    tid,
    'support-assessments',
    { tid, tenantId },
    (call) => call('support-assessments', { tid, tenantId }),
    enabled,
  );

export const useSupportAssessment = (tid: string, assessmentId: string, enabled: boolean) =>
  useSupportRead(
    tid,
    'support-assessment',
    { tid, assessmentId },
    (call) => call('support-assessment', { tid, assessmentId }),
    enabled,
  );

/** The drill-down shows at most this many roadmap items (as the members' board does); `total` says when there are more. */
export const SUPPORT_ROADMAP_MAX = 2000;

/** A tenant's open roadmap items, page after page (each page an audited read) up to SUPPORT_ROADMAP_MAX. */
export async function fetchSupportRoadmap(
  call: CallFn,
  tid: string,
  tenantId: string,
): Promise<{ items: RoadmapItem[]; total: number; serverTime: string }> {
  const items: RoadmapItem[] = [];
  let cursor: string | null = null;
  let page: CallOutput<'support-roadmap'>;
  do {
    // Full pages: each is a read written to the organisation's log, so few and large ones.
    page = await call('support-roadmap', {
      tid,
      tenantId,
      pageSize: ROADMAP_PAGE_MAX,
      ...(cursor ? { cursor } : {}),
    });
    items.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor && items.length < SUPPORT_ROADMAP_MAX);
  return { items, total: page.total, serverTime: page.serverTime };
}

export const useSupportRoadmap = (tid: string, tenantId: string, enabled: boolean) =>
  useSupportRead(
    tid,
    'support-roadmap',
    { tid, tenantId },
    (call) => fetchSupportRoadmap(call, tid, tenantId),
    enabled,
  );
