import { toAppError, useCallMutation, type CallOutput } from '@assay/client';
import type { Answer } from '@assay/domain/assessments';
import { Button, Inline, useToast } from '@assay/ui';
import * as styles from './workspace.css.ts';

type Detail = CallOutput<'assessments-get'>;

/** Sets the assignee of `refs` in the cached assessment (answers not yet saved get a placeholder at revision 0). */
function withAssignee(detail: Detail, refs: readonly string[], assigneeUid: string | null, me: string): Detail {
  const byRef = new Map(detail.answers.map((a) => [a.ref, a]));
  for (const ref of refs) {
    const answer: Answer = byRef.get(ref) ?? { ref, comment: '', evidence: [], revision: 0, updatedAt: detail.serverTime, updatedBy: { kind: 'member', uid: me } };
    const { assigneeUid: _previous, ...rest } = answer;
    byRef.set(ref, assigneeUid ? { ...rest, assigneeUid } : rest);
  }
  return { ...detail, answers: [...byRef.values()] };
}

export interface AssignmentProps {
  assessmentId: string;
  controlRef: string;
  /** The controls of the current control's domain. */
  domainRefs: readonly string[];
  domainName: string;
  assigneeUid: string | undefined;
  me: string;
  memberName: (uid: string) => string;
}

/** Who answers this control: assign it (or its whole domain) to me, or unassign. */
export function Assignment({ assessmentId, controlRef, domainRefs, domainName, assigneeUid, me, memberName }: AssignmentProps) {
  const { toast } = useToast();
  const assign = useCallMutation((call, input: { refs: readonly string[]; assigneeUid: string | null }) => call('assessments-assign', { assessmentId, controlRefs: [...input.refs], ...(input.assigneeUid ? { assigneeUid: input.assigneeUid } : {}) }), {
    update: ({ queryClient, keys }, _output, input) =>
      queryClient.setQueryData<Detail>(keys.assessments.detail(assessmentId), (detail) => detail && withAssignee(detail, input.refs, input.assigneeUid, me)),
  });
  const run = (refs: readonly string[], uid: string | null, done: string) =>
    assign.mutate({ refs, assigneeUid: uid }, { onSuccess: () => toast({ title: done, tone: 'success' }), onError: (error) => toast({ title: toAppError(error).message, tone: 'danger' }) });
  return (
    <div>
      <p className={styles.fieldLabel}>Assigned to</p>
      <Inline gap="xs" style={{ marginTop: 6 }}>
        <span className={styles.prose}>{assigneeUid ? memberName(assigneeUid) : 'Nobody'}</span>
        {assigneeUid === me ? (
          <Button size="xs" variant="ghost" loading={assign.isPending} onClick={() => run([controlRef], null, `${controlRef} unassigned`)}>
            Unassign
          </Button>
        ) : (
          <Button size="xs" variant="outline" loading={assign.isPending} onClick={() => run([controlRef], me, `${controlRef} assigned to you`)}>
            Assign to me
          </Button>
        )}
        <Button size="xs" variant="ghost" disabled={assign.isPending} onClick={() => run(domainRefs, me, `${domainName} assigned to you`)}>
          Assign all of {domainName} to me
        </Button>
      </Inline>
    </div>
  );
}
