import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchAssessmentActivity = (call: CallFn, assessmentId: string) =>
  call('assessments-activity', { assessmentId });

export const assessmentActivityQueryOptions = ({ call, keys }: QueryContext, assessmentId: string) =>
  queryOptions({
    queryKey: keys.of('assessments-activity', { assessmentId: assessmentId }),
    queryFn: () => fetchAssessmentActivity(call, assessmentId),
  });

/** What happened to one assessment, newest first (its entries of the organisation's audit log). */
export function useAssessmentActivity(assessmentId: string) {
  return useQuery(assessmentActivityQueryOptions(useQueryContext(), assessmentId));
}
