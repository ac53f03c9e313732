import { useCallMutation, type CallOutput } from '@assay/client';
import type { Answer } from '@assay/domain/assessments';

type Detail = CallOutput<'assessments-get'>;

/** Sets the assignee of `refs` in the cached assessment (answers not yet saved get a placeholder at revision 0). */
function withAssignee(
  detail: Detail,
  refs: readonly string[],
  assigneeUid: string | null,
  me: string,
): Detail {
  const byRef = new Map(detail.answers.map((a) => [a.ref, a]));
  for (const ref of refs) {
    const answer: Answer = byRef.get(ref) ?? {
      ref,
      comment: '',
      evidence: [],
      revision: 0,
      updatedAt: detail.serverTime,
      updatedBy: { kind: 'member', uid: me },
    };
    const { assigneeUid: _previous, ...rest } = answer;
    byRef.set(ref, assigneeUid ? { ...rest, assigneeUid } : rest);
  }
  return { ...detail, answers: [...byRef.values()] };
}

/**
 * Assigns controls to a member who may answer, or to nobody (`assigneeUid: null`); the cached
 * assessment shows the new assignee at once. `me` is the signed-in member.
 */
export const useAssignControls = (assessmentId: string, me: string) =>
  useCallMutation(
    (call, input: { refs: readonly string[]; assigneeUid: string | null }) =>
      call('assessments-assign', {
        assessmentId,
        controlRefs: [...input.refs],
        ...(input.assigneeUid ? { assigneeUid: input.assigneeUid } : {}),
      }),
    {
      update: ({ queryClient, keys }, _output, input) =>
        queryClient.setQueryData<Detail>(
          keys.of('assessments-get', { assessmentId }),
          (detail) => detail && withAssignee(detail, input.refs, input.assigneeUid, me),
        ),
    },
  );
