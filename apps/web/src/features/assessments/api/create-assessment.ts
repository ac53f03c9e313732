import { useCallMutation, type CallFn, type CallInput } from '@assay/client';

export const postAssessment = (call: CallFn, input: CallInput<'assessments-create'>) =>
  call('assessments-create', input);

/** The new assessment is cached at once; the tenant's list refreshes. */
export const useCreateAssessment = () =>
  useCallMutation(postAssessment, {
    invalidates: (keys, assessment) => [keys.of('assessments-list', { tenantId: assessment.tenantId })],
  });
