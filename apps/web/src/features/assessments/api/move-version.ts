import { useCallMutation, useQueryContext } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import { useQuery } from '@tanstack/react-query';

/** What moving the assessment to `baselineId` would change (scores, answers kept and dropped). */
export function useVersionMovePreview(assessmentId: string, baselineId: string) {
  const { call, keys } = useQueryContext();
  const input = { assessmentId, baselineId };
  return useQuery({
    queryKey: keys.of('assessments-previewVersionMove', input),
    queryFn: () => call('assessments-previewVersionMove', input),
    enabled: baselineId !== '',
  });
}

/** Moves the assessment to another published version of its baseline. */
export const useMoveVersion = (assessment: Pick<Assessment, 'id'>) =>
  useCallMutation(
    (call, baselineId: string) =>
      call('assessments-moveVersion', { assessmentId: assessment.id, baselineId }),
    {
      // The assessment, its activity, previews and list, and its respondents' scopes.
      invalidates: (keys) => [
        keys.area('assessments'),
        keys.of('respondents-list', { assessmentId: assessment.id }),
      ],
    },
  );
