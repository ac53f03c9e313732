// Accepted exceptions expire (issue 10): from its expiry on, the answer counts as not met again.
// The daily job (jobs/expire-exceptions.ts) finds them; this marks one, in one transaction with
// the summary and an entry in the assessment's activity.
import { activityTarget } from '@assay/domain/assessments';
import { applyAnswerChange, scoringStateOf } from '@assay/domain/scoring';
import type { OrgData } from '../data/org-data.ts';
import { tableOf } from './assessments-service.ts';

/** Marks the exception of one answer expired if it still is in force and due; false when there was nothing to do. */
export async function expireException(
  org: OrgData,
  assessmentId: string,
  ref: string,
  now: Date,
): Promise<boolean> {
  return org.transaction(async (tx) => {
    const [assessment, answer] = await Promise.all([
      tx.assessments.get(assessmentId),
      tx.assessments.answer(assessmentId, ref),
    ]);
    const exception = answer?.exception;
    if (
      !assessment ||
      !answer ||
      !exception ||
      exception.expired ||
      Date.parse(exception.expiresAt) > now.getTime()
    )
      return false;
    const table = await tableOf(org, assessment);
    const at = now.toISOString();
    const expired = {
      ...answer,
      exception: { ...exception, expired: true },
      revision: answer.revision + 1,
      updatedAt: at,
      updatedBy: { kind: 'system' as const },
    };
    const control = table.byRef.get(ref);
    // An answer of a control the version no longer has does not count: only the answer changes.
    const summary = control
      ? applyAnswerChange(assessment.summary, control, scoringStateOf(answer), scoringStateOf(expired))
      : assessment.summary;
    tx.assessments.putAnswer(assessmentId, expired);
    tx.assessments.put({ ...assessment, summary, updatedAt: at }, { answerSaved: true, gate: false });
    tx.audit.record({
      target: activityTarget(assessmentId),
      tenantId: assessment.tenantId,
      summary: `The exception on ${ref} expired: it counts as not met again`,
      subjectName: exception.reason,
    });
    return true;
  });
}
