import { useQueryContext, type CallFn, type QueryContext } from '@assay/client';
import { queryOptions, useQuery } from '@tanstack/react-query';

export const fetchAssessment = (call: CallFn, assessmentId: string) =>
  call('assessments-get', { assessmentId });

export const assessmentQueryOptions = ({ call, keys }: QueryContext, assessmentId: string) =>
  queryOptions({
    queryKey: keys.of('assessments-get', { assessmentId: assessmentId }),
    queryFn: () => fetchAssessment(call, assessmentId),
    // The workspace merges others' changes itself (changes-since); a refetch would drop them.
    staleTime: Infinity,
  });

/** One assessment with its summary and every answer. */
export function useAssessment(assessmentId: string) {
  return useQuery(assessmentQueryOptions(useQueryContext(), assessmentId));
}
