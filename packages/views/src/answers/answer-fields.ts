// What answering derives from a version and its answers, in the workspace and on a respondent's page.
import type { Answer, AnswerFields } from '@assay/domain/assessments';
import type { BaselineVersion, Control } from '@assay/domain/baselines';

/** Controls grouped by domain in the domains' order, each domain's controls in the version's order. */
export function orderedControls(version: Pick<BaselineVersion, 'domains' | 'controls'>): Control[] {
  const rank = new Map([...version.domains].sort((a, b) => a.order - b.order).map((d, i) => [d.id, i]));
  return version.controls
    .map((control, index) => ({ control, index }))
    .sort(
      (a, b) =>
        (rank.get(a.control.domainId) ?? 0) - (rank.get(b.control.domainId) ?? 0) || a.index - b.index,
    )
    .map(({ control }) => control);
}

/** The fields a person edits, from the stored answer (an expired exception is not carried: it no longer applies). */
export function fieldsOf(answer: Answer | undefined): AnswerFields {
  if (!answer) return { status: null, maturity: null, comment: '', evidence: [], exception: null };
  return {
    status: answer.status ?? null,
    maturity: answer.maturity ?? null,
    comment: answer.comment,
    evidence: [...answer.evidence],
    exception:
      answer.exception && !answer.exception.expired
        ? { reason: answer.exception.reason, expiresAt: answer.exception.expiresAt }
        : null,
  };
}
