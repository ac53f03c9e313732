import { useCallMutation, type CallFn, type CallOutput } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';

type Detail = CallOutput<'assessments-get'>;

export type TransitionInput = { assessmentId: string } & (
  { transition: 'submit' | 'complete' | 'archive' } | { transition: 'reopen'; reason: string }
);

export const postTransition = (call: CallFn, input: TransitionInput): Promise<Assessment> => {
  switch (input.transition) {
    case 'submit':
      return call('assessments-submit', { assessmentId: input.assessmentId });
    case 'complete':
      return call('assessments-complete', { assessmentId: input.assessmentId });
    case 'archive':
      return call('assessments-archive', { assessmentId: input.assessmentId });
    case 'reopen':
      return call('assessments-reopen', { assessmentId: input.assessmentId, reason: input.reason });
  }
};

/** Submit, complete, reopen or archive: the cached assessment takes the new header; the tenant's list refreshes. */
export const useTransition = () =>
  useCallMutation(postTransition, {
    update: ({ queryClient, keys }, assessment) =>
      queryClient.setQueryData<Detail>(
        keys.of('assessments-get', { assessmentId: assessment.id }),
        (detail) => detail && { ...detail, assessment },
      ),
    invalidates: (keys, assessment) => [keys.of('assessments-list', { tenantId: assessment.tenantId })],
  });
