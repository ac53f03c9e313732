import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchAssessmentActivity = (call: CallFn, assessmentId: string) =>
  call('assessments-activity', { assessmentId });

/** Under the assessment's key, so whatever invalidates the assessment refreshes its activity too. */
export const assessmentActivityQueryOptions = ({ call, keys }: QueryContext, assessmentId: string) =>
  queryOptions({
    queryKey: [...keys.assessments.detail(assessmentId), 'activity'],
    queryFn: () => fetchAssessmentActivity(call, assessmentId),
  });

/** What happened to one assessment, newest first (its entries of the organisation's audit log). */
export function useAssessmentActivity(assessmentId: string) {
  return useQuery(assessmentActivityQueryOptions(useQueryContext(), assessmentId));
}
