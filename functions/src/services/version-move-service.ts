// Moving an assessment to another published version of its baseline (issue 10): answers are
// keyed by control ref, so they carry over without being rewritten; only the header changes
// (pinned version and a summary recomputed over the new version's controls).
import { activityTarget } from '@assay/domain/assessments';
import type { Assessment } from '@assay/domain/assessments';
import { diffBaselineVersions } from '@assay/domain/baselines';
import type { BaselineVersion } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import { scoringStateOf, scoringTableOf, summariseAnswers } from '@assay/domain/scoring';
import type { AssessmentSummary } from '@assay/domain/scoring';
import type { OrgData } from '../data/org-data.ts';
import { assessmentNotFound, requireAssessment } from './assessments-service.ts';

interface MovePlan {
  assessment: Assessment;
  /** The answer saves the header had counted before the answers were read. */
  answerSaves: number;
  from: BaselineVersion;
  to: BaselineVersion;
  summary: AssessmentSummary;
  carried: number;
  leftBehind: number;
}

function pinned(version: BaselineVersion): Assessment['baseline'] {
  const { id, lineageId, name, version: number } = version.baseline;
  return { id, lineageId, name, version: number };
}

/** Reads both versions and every answer, and computes the summary on the target version. */
async function plan(org: OrgData, assessmentId: string, baselineId: string): Promise<MovePlan> {
  // The header (and its count of saves) before the answers: a save committed after this read is
  // counted, whether or not the answers read include it, so the move can tell.
  const counted = await org.assessments.getCounted(assessmentId);
  const [answers, targetHeader] = await Promise.all([
    org.assessments.answersOf(assessmentId),
    org.baselines.header(baselineId),
  ]);
  const { owner } = targetHeader?.baseline ?? {};
  // One answer for a missing assessment and a baseline that is missing or not the organisation's.
  if (
    !counted ||
    !targetHeader ||
    (owner?.kind === 'global' ? targetHeader.baseline.status === 'draft' : owner?.tid !== org.tid)
  )
    throw assessmentNotFound();
  const { assessment } = counted;
  const target = targetHeader.baseline;
  if (target.lineageId !== assessment.baseline.lineageId) {
    throw new DomainError('failed-precondition', 'Choose a version of the baseline this assessment uses.', {
      fields: [{ path: 'baselineId', rule: 'not-a-version', message: 'Not a version of this baseline' }],
    });
  }
  if (target.status !== 'published')
    throw new DomainError('failed-precondition', 'Only a published version can be used.', {
      reason: 'version-not-published',
      fields: [{ path: 'baselineId', rule: 'published-version', message: 'Choose a published version' }],
    });
  const currentHeader = await org.baselines.header(assessment.baseline.id);
  if (!currentHeader)
    throw new Error(
      `Assessment ${assessment.id} pins baseline ${assessment.baseline.id}, which no longer exists`,
    );
  const [from, to] = await Promise.all([org.baselines.load(currentHeader), org.baselines.load(targetHeader)]);
  const table = scoringTableOf(to);
  const byRef = new Map(answers.map((answer) => [answer.ref, answer]));
  const summary = summariseAnswers(table.controls, table.domainIds, (ref) => scoringStateOf(byRef.get(ref)));
  const answered = answers.filter((answer) => answer.revision > 0);
  const carried = answered.filter((answer) => table.byRef.has(answer.ref)).length;
  return {
    assessment,
    answerSaves: counted.answerSaves,
    from,
    to,
    summary,
    carried,
    leftBehind: answered.length - carried,
  };
}

export async function previewVersionMove(org: OrgData, assessmentId: string, baselineId: string) {
  const { assessment, from, to, summary, carried, leftBehind } = await plan(org, assessmentId, baselineId);
  const diff = diffBaselineVersions(from, to);
  const titleOf = new Map(to.controls.map((control) => [control.ref, control.title]));
  return {
    from: assessment.baseline,
    to: pinned(to),
    added: diff.added.map(({ ref, title }) => ({ ref, title })),
    removed: diff.removed.map(({ ref, title }) => ({ ref, title })),
    changed: diff.changed.map(({ ref, changes }) => ({
      ref,
      title: titleOf.get(ref) ?? ref,
      fields: changes.map((change) => change.field),
    })),
    answersCarried: carried,
    answersLeftBehind: leftBehind,
    before: { score: assessment.summary.score, coverage: assessment.summary.coverage },
    after: { score: summary.score, coverage: summary.coverage },
  };
}

export async function moveVersion(
  org: OrgData,
  assessmentId: string,
  baselineId: string,
  now: Date,
): Promise<Assessment> {
  const { assessment, answerSaves, to, summary } = await plan(org, assessmentId, baselineId);
  if (to.baseline.id === assessment.baseline.id)
    throw new DomainError('failed-precondition', 'This assessment already uses this version.', {
      reason: 'version-in-use',
    });
  if (to.baseline.version < assessment.baseline.version)
    throw new DomainError(
      'failed-precondition',
      'Choose a newer version than the one this assessment uses.',
      {
        reason: 'version-older',
        fields: [{ path: 'baselineId', rule: 'newer-version', message: 'Choose a newer version' }],
      },
    );
  if (assessment.status === 'completed' || assessment.status === 'archived')
    throw new DomainError(
      'failed-precondition',
      'Reopen this assessment before moving it to another version.',
      { reason: 'assessment-completed' },
    );
  return org.transaction(async (tx) => {
    const current = await requireAssessment(tx, assessmentId);
    // Every answer save counts itself on the header: one saved since the answers were read would
    // leave the summary stale. (Its update time cannot tell: two saves may carry the same time.)
    if (
      tx.assessments.answerSaves(assessmentId) !== answerSaves ||
      current.baseline.id !== assessment.baseline.id
    ) {
      throw new DomainError('aborted', 'Answers changed while moving to the new version. Try again.');
    }
    const moved: Assessment = { ...current, baseline: pinned(to), summary, updatedAt: now.toISOString() };
    tx.assessments.put(moved);
    tx.audit.record({
      target: activityTarget(assessment.id),
      tenantId: assessment.tenantId,
      summary: `Moved the assessment from version ${assessment.baseline.version} to version ${to.baseline.version}`,
      subjectName: assessment.name,
      changedFields: ['baseline'],
    });
    return moved;
  });
}
