import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import { Button, Select, useToast } from '@assay/ui';
import { useAssignControls } from '../../api/assign-controls.ts';
import * as styles from './workspace.css.ts';

/** The Select's value for "nobody" (Radix Select has no empty value). */
const NOBODY = 'nobody';

export interface AssignmentProps {
  assessmentId: string;
  controlRef: string;
  /** The controls of the current control's domain. */
  domainRefs: readonly string[];
  domainName: string;
  assigneeUid: string | undefined;
  /** Whether any control of the domain has someone assigned (else there is nothing to unassign). */
  domainAssigned: boolean;
  me: string;
  /** Members who may answer (editors and above), by uid; the signed-in member is offered as "You". */
  candidates: readonly string[];
  memberName: (uid: string) => string;
}

/** Who answers this control: any member who may answer, or nobody; the same for its whole domain in one step. */
export function Assignment({
  assessmentId,
  controlRef,
  domainRefs,
  domainName,
  assigneeUid,
  domainAssigned,
  me,
  candidates,
  memberName,
}: AssignmentProps) {
  const { toast } = useToast();
  const assign = useAssignControls(assessmentId, me);
  const run = (refs: readonly string[], uid: string | null, done: string) =>
    assign.mutate(
      { refs, assigneeUid: uid },
      {
        onSuccess: () => toast({ title: done, tone: 'success' }),
        onError: (error) => toast({ title: toAppError(error).message, tone: 'danger' }),
      },
    );
  // Me first, then the others by name; an assignee who can no longer answer stays visible as chosen.
  const uids = [
    ...new Set([
      me,
      ...candidates.filter((uid) => uid !== me).sort((a, b) => memberName(a).localeCompare(memberName(b))),
      ...(assigneeUid ? [assigneeUid] : []),
    ]),
  ].filter(Boolean);
  // What the toast says once the assignment is saved.
  const assigned = (ref: string, uid: string | null) =>
    uid === null
      ? m.workspace_ref_unassigned({ ref })
      : uid === me
        ? m.workspace_ref_assigned_you({ ref })
        : m.workspace_ref_assigned({ ref, name: memberName(uid) });
  const options = [
    { value: NOBODY, label: m.workspace_nobody() },
    ...uids.map((uid) => ({ value: uid, label: memberName(uid) })),
  ];
  return (
    <div className={styles.assignment}>
      <Select
        label={m.workspace_assigned_to()}
        size="sm"
        value={assigneeUid ?? NOBODY}
        disabled={assign.isPending}
        options={options}
        onValueChange={(value) => {
          const uid = value === NOBODY ? null : value;
          if (uid !== (assigneeUid ?? null)) run([controlRef], uid, assigned(controlRef, uid));
        }}
      />
      {assigneeUid || domainAssigned ? (
        <Button
          size="xs"
          variant="ghost"
          disabled={assign.isPending}
          onClick={() => run(domainRefs, assigneeUid ?? null, assigned(domainName, assigneeUid ?? null))}
        >
          {assigneeUid === undefined || assigneeUid === null
            ? m.workspace_unassign_domain({ domain: domainName })
            : assigneeUid === me
              ? m.workspace_assign_domain_you({ domain: domainName })
              : m.workspace_assign_domain({ domain: domainName, name: memberName(assigneeUid) })}
        </Button>
      ) : null}
    </div>
  );
}
