import { toAppError, useCallMutation, useQueryContext, type CallFn } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

// The system admin's support access to one organisation, and the read-only reads it opens. Every
// query sits under keys.service.support(tid): asking, break-glass or ending access drops them all.

/** The caller's own grant of `tid` as it stands now (null: never asked). */
export function useSupportStatus(tid: string) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: [...keys.service.support(tid), 'status'], queryFn: () => call('support-status', { tid }) });
}

export interface SupportAskInput {
  tid: string;
  reason: string;
  hours: number;
}

export const postSupportRequest = (call: CallFn, input: SupportAskInput) => call('support-request', input);
export const postBreakGlass = (call: CallFn, input: SupportAskInput) => call('support-breakGlass', input);
export const postWithdraw = (call: CallFn, input: { tid: string }) => call('support-withdraw', input);

export const useRequestSupport = () => useCallMutation(postSupportRequest, { invalidates: (keys, _output, input) => [keys.service.support(input.tid)] });
export const useBreakGlass = () => useCallMutation(postBreakGlass, { invalidates: (keys, _output, input) => [keys.service.support(input.tid)] });
export const useWithdrawSupport = () => useCallMutation(postWithdraw, { invalidates: (keys, _output, input) => [keys.service.support(input.tid)] });

/** Reads refused for want of an active grant are not retried: the grant is what changes, not the network. */
const noRetryWithoutGrant = (failures: number, error: unknown) => toAppError(error).code !== 'permission-denied' && failures < 2;

export function useSupportTenants(tid: string, enabled: boolean) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: [...keys.service.support(tid), 'tenants'], queryFn: () => call('support-tenants', { tid, pageSize: 100 }), enabled, retry: noRetryWithoutGrant });
}

export function useSupportAssessments(tid: string, tenantId: string, enabled: boolean) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: [...keys.service.support(tid), 'assessments', tenantId], queryFn: () => call('support-assessments', { tid, tenantId }), enabled, retry: noRetryWithoutGrant });
}

export function useSupportAssessment(tid: string, assessmentId: string, enabled: boolean) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: [...keys.service.support(tid), 'assessment', assessmentId], queryFn: () => call('support-assessment', { tid, assessmentId }), enabled, retry: noRetryWithoutGrant });
}

export function useSupportRoadmap(tid: string, tenantId: string, enabled: boolean) {
  const { call, keys } = useQueryContext();
  return useQuery({ queryKey: [...keys.service.support(tid), 'roadmap', tenantId], queryFn: () => call('support-roadmap', { tid, tenantId }), enabled, retry: noRetryWithoutGrant });
}
