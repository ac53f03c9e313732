// The rules of assessments: lifecycle, answers with conflict detection, and the summary kept
// in the same transaction as each answer (an answer save writes its answer and its difference
// to the header's summary: 2 writes).
import type { ContractParsedInput } from '@assay/domain/contracts';
import {
  ACTIVITY_MAX,
  activityTarget,
  answerableStatuses,
  canTransition,
  CHANGES_MAX,
  CHANGES_OVERLAP_MS,
  EXCEPTION_MAX_DAYS,
  transitions,
} from '@assay/domain/assessments';
import type {
  Answer,
  AnswerAuthor,
  Assessment,
  assessmentsContracts,
  Transition,
} from '@assay/domain/assessments';
import type { AuditEntry } from '@assay/domain/audit';
import type { Control, Domain } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import { answerChangeDelta, applyAnswerChange, emptySummary, scoringStateOf } from '@assay/domain/scoring';
import type { AssessmentSummary, ScoringTable, SummaryControl } from '@assay/domain/scoring';
import { ASSESSMENT_LIST_MAX } from '@assay/domain/assessments';
import { assessmentEventData } from '@assay/domain/webhooks';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';

export type CreateAssessmentInput = ContractParsedInput<typeof assessmentsContracts.create>;
export type SaveAnswerInput = ContractParsedInput<typeof assessmentsContracts.saveAnswer>;

const DAY_MS = 86_400_000;

export function assessmentNotFound(): DomainError {
  return new DomainError('not-found', 'This assessment does not exist or you cannot see it.', {
    reason: 'assessment-not-found',
  });
}

function tenantNotFound(): DomainError {
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.', {
    reason: 'tenant-not-found',
  });
}

function baselineNotFound(): DomainError {
  return new DomainError('not-found', 'This baseline does not exist or you cannot see it.', {
    reason: 'baseline-not-found',
  });
}

export async function requireAssessment(tx: OrgTransaction, id: string): Promise<Assessment> {
  const assessment = await tx.assessments.get(id);
  if (!assessment) throw assessmentNotFound();
  return assessment;
}

/** The scoring table of the version an assessment pins (published, so cached per instance). */
export async function tableOf(org: OrgData, assessment: Pick<Assessment, 'baseline'>): Promise<ScoringTable> {
  const table = await org.assessments.scoringTable(assessment.baseline.id);
  if (!table) throw new Error(`Assessment pins baseline ${assessment.baseline.id}, which no longer exists`);
  return table;
}

/** A draft assessment of a tenant against a published, non-retired version the organisation can see. */
export async function createAssessment(
  org: OrgData,
  actorUid: string,
  input: CreateAssessmentInput,
  options: { now: Date; id?: string },
): Promise<Assessment> {
  const header = await org.baselines.header(input.baselineId);
  const { owner, status } = header?.baseline ?? {};
  // Global drafts and other organisations' versions are not-found, as in baselines-get.
  if (!header || (owner?.kind === 'global' ? status === 'draft' : owner?.tid !== org.tid))
    throw baselineNotFound();
  if (status !== 'published') {
    throw new DomainError(
      'failed-precondition',
      status === 'retired'
        ? 'This baseline version is retired: choose a newer version.'
        : 'This baseline version is a draft: publish it first.',
      {
        reason: 'version-not-published',
        fields: [{ path: 'baselineId', rule: 'published-version', message: 'Choose a published version' }],
      },
    );
  }
  const table = await org.assessments.scoringTable(header.baseline.id);
  if (!table) throw baselineNotFound();
  return org.transaction(async (tx) => {
    if (options.id) {
      const existing = await tx.assessments.get(options.id);
      if (existing) return existing;
    }
    const tenant = await tx.tenants.get(input.tenantId);
    if (!tenant) throw tenantNotFound();
    if (tenant.status === 'archived')
      throw new DomainError('failed-precondition', 'Restore this tenant before assessing it.', {
        reason: 'tenant-archived',
      });
    const at = options.now.toISOString();
    const { baseline } = header;
    const assessment: Assessment = {
      id: options.id ?? tx.assessments.newId(),
      tenantId: tenant.id,
      name: input.name ?? baseline.name,
      status: 'draft',
      baseline: {
        id: baseline.id,
        lineageId: baseline.lineageId,
        name: baseline.name,
        version: baseline.version,
      },
      ownerUid: actorUid,
      createdAt: at,
      updatedAt: at,
      summary: emptySummary(table.controls, table.domainIds),
    };
    tx.assessments.create(assessment);
    tx.audit.record({
      target: activityTarget(assessment.id),
      tenantId: tenant.id,
      summary: `Started an assessment (${baseline.name} v${baseline.version})`,
      subjectName: assessment.name,
    });
    tx.webhookEvents.emit('assessment.created', assessmentEventData(org.tid, assessment));
    return assessment;
  });
}

export async function listAssessments(
  org: OrgData,
  tenantId: string,
): Promise<{ items: Assessment[]; total: number }> {
  const tenant = await org.tenants.get(tenantId);
  if (!tenant) throw tenantNotFound();
  const [items, total] = await Promise.all([
    org.assessments.byTenant(tenantId, ASSESSMENT_LIST_MAX),
    org.assessments.countByTenant(tenantId),
  ]);
  return { items, total };
}

export async function getAssessment(
  org: OrgData,
  assessmentId: string,
  now: Date,
): Promise<{ assessment: Assessment; answers: Answer[]; serverTime: string }> {
  const [assessment, answers] = await Promise.all([
    org.assessments.get(assessmentId),
    org.assessments.answersOf(assessmentId),
  ]);
  if (!assessment) throw assessmentNotFound();
  return { assessment, answers, serverTime: now.toISOString() };
}

/** An assessment's results as a read-only viewer needs them: the answers and the pinned version's domains and controls. */
export async function assessmentResults(
  org: OrgData,
  assessmentId: string,
): Promise<{ assessment: Assessment; answers: Answer[]; domains: Domain[]; controls: Control[] }> {
  const [assessment, answers] = await Promise.all([
    org.assessments.get(assessmentId),
    org.assessments.answersOf(assessmentId),
  ]);
  if (!assessment) throw assessmentNotFound();
  const header = await org.baselines.header(assessment.baseline.id);
  if (!header)
    throw new Error(
      `Assessment ${assessment.id} pins baseline ${assessment.baseline.id}, which no longer exists`,
    );
  const version = await org.baselines.load(header);
  return { assessment, answers, domains: version.domains, controls: version.controls };
}

export interface AnswerSaveOptions {
  author: AnswerAuthor;
  now: Date;
  /** Refs the author may answer (an external respondent's); undefined: every control. */
  allowedRefs?: ReadonlySet<string> | undefined;
}

function sameContent(
  a: Omit<Answer, 'revision' | 'updatedAt' | 'updatedBy' | 'assigneeUid'>,
  b: Omit<Answer, 'revision' | 'updatedAt' | 'updatedBy' | 'assigneeUid'>,
): boolean {
  const pick = (x: typeof a) =>
    JSON.stringify([x.status ?? null, x.maturity ?? null, x.comment, x.evidence, x.exception ?? null]);
  return pick(a) === pick(b);
}

function exceptionOf(
  input: SaveAnswerInput['answer'],
  current: Answer | null,
  author: AnswerAuthor,
  now: Date,
): Answer['exception'] {
  const wanted = input.exception;
  if (!wanted) return undefined;
  const previous = current?.exception;
  // The same exception saved again keeps who accepted it, when, and whether it has expired.
  if (
    previous &&
    previous.reason === wanted.reason &&
    Date.parse(previous.expiresAt) === Date.parse(wanted.expiresAt)
  )
    return previous;
  const expiresAt = Date.parse(wanted.expiresAt);
  const field = 'answer.exception.expiresAt';
  if (expiresAt <= now.getTime())
    throw new DomainError('invalid-argument', 'An exception must expire in the future.', {
      fields: [{ path: field, rule: 'future-date', message: 'Choose a date in the future' }],
    });
  if (expiresAt > now.getTime() + EXCEPTION_MAX_DAYS * DAY_MS) {
    throw new DomainError(
      'invalid-argument',
      `An exception may run for at most ${EXCEPTION_MAX_DAYS} days.`,
      {
        fields: [
          {
            path: field,
            rule: 'days-ahead',
            params: { max: EXCEPTION_MAX_DAYS },
            message: `At most ${EXCEPTION_MAX_DAYS} days ahead`,
          },
        ],
      },
    );
  }
  const acceptedBy =
    author.kind === 'member' ? author.uid : author.kind === 'respondent' ? author.email : 'system';
  return {
    reason: wanted.reason,
    expiresAt: new Date(expiresAt).toISOString(),
    acceptedBy,
    acceptedAt: now.toISOString(),
    expired: false,
  };
}

type SaveOutcome = { answer: Answer; summary: AssessmentSummary; status: Assessment['status'] };

/** What a save decides once it has the header, the table and the stored answer: no change, or the new answer and its control. */
function decideSave(
  assessment: Assessment,
  table: ScoringTable,
  current: Answer | null,
  input: SaveAnswerInput,
  options: AnswerSaveOptions,
): { unchanged: Answer } | { answer: Answer; control: SummaryControl } {
  if (options.allowedRefs && !options.allowedRefs.has(input.controlRef))
    throw new DomainError('not-found', 'This control is not among the ones you were asked to answer.', {
      reason: 'not-assigned',
    });
  if (!answerableStatuses.includes(assessment.status)) {
    throw new DomainError(
      'failed-precondition',
      assessment.status === 'completed'
        ? 'This assessment is completed: reopen it to change answers.'
        : 'This assessment is archived: its answers cannot change.',
      { reason: assessment.status === 'completed' ? 'assessment-completed' : 'assessment-archived' },
    );
  }
  const control = table.byRef.get(input.controlRef);
  if (!control)
    throw new DomainError('not-found', 'This control is not in the assessment’s baseline version.', {
      reason: 'control-not-found',
      fields: [{ path: 'controlRef', rule: 'not-a-control', message: 'Not a control of this assessment' }],
    });
  const revision = current?.revision ?? 0;
  if (input.expectedRevision !== revision && current) {
    throw new DomainError(
      'aborted',
      'Someone else changed this answer since you opened it. Review their answer, then save yours again.',
      {
        conflict: { current, updatedBy: current.updatedBy, updatedAt: current.updatedAt },
      },
    );
  }
  if (input.expectedRevision !== revision)
    throw new DomainError('aborted', 'This answer changed since you opened it: reload and try again.');
  const fields = input.answer;
  const exception = exceptionOf(fields, current, options.author, options.now);
  const content = {
    ref: input.controlRef,
    ...(fields.status ? { status: fields.status } : {}),
    ...(fields.maturity !== null && fields.maturity !== undefined ? { maturity: fields.maturity } : {}),
    comment: fields.comment ?? '',
    evidence: [...new Set(fields.evidence ?? [])],
    ...(exception ? { exception } : {}),
  };
  if (current && sameContent(current, content)) return { unchanged: current };
  const answer: Answer = {
    ...content,
    ...(current?.assigneeUid ? { assigneeUid: current.assigneeUid } : {}),
    revision: revision + 1,
    updatedAt: options.now.toISOString(),
    updatedBy: options.author,
  };
  return { answer, control };
}

const savedStatus = (status: Assessment['status']) => (status === 'draft' ? 'in_progress' : status);

/**
 * Replaces one control's answer if `expectedRevision` is still the stored revision; otherwise
 * `aborted` with the newer answer. The header (status, version, summary) is read outside the
 * transaction, which reads only the answer and the assessment's gate (assessments.ts): the gate
 * confirms the stage and version read, and the summary changes by the difference between the
 * old and the new answer, added without reading it. Concurrent savers of one assessment thus
 * hold only shared locks until their commits, which queue on the header's exclusive lock
 * alone. 3 reads, 2 writes. The summary returned is the one read plus this change (other
 * savers' changes since arrive with the next changes-since poll).
 */
export async function saveAnswer(
  org: OrgData,
  input: SaveAnswerInput,
  options: AnswerSaveOptions,
): Promise<SaveOutcome> {
  const assessment = await org.assessments.get(input.assessmentId);
  if (!assessment) throw assessmentNotFound();
  // Completed or archived: the locked path refuses, from the header as its transaction reads it.
  if (!answerableStatuses.includes(assessment.status)) return saveAnswerReadingHeader(org, input, options);
  const table = await tableOf(org, assessment);
  const saved = await org.transaction(async (tx): Promise<SaveOutcome | null> => {
    const [agrees, current] = await Promise.all([
      tx.assessments.gateAgrees(assessment),
      tx.assessments.answer(assessment.id, input.controlRef),
    ]);
    // No gate (stored without one) or another stage or version than the header read above (a
    // transition or a version move committed since): decide on the header read in a transaction instead.
    if (!agrees) return null;
    const decided = decideSave(assessment, table, current, input, options);
    if ('unchanged' in decided)
      return { answer: decided.unchanged, summary: assessment.summary, status: assessment.status };
    const { answer, control } = decided;
    const before = scoringStateOf(current ?? undefined);
    const after = scoringStateOf(answer);
    tx.assessments.putAnswer(assessment.id, answer);
    tx.assessments.addToSummary(
      assessment,
      table.domainIds.indexOf(control.domainId),
      answerChangeDelta(control, before, after),
      answer.updatedAt,
    );
    return {
      answer,
      summary: applyAnswerChange(assessment.summary, control, before, after),
      status: savedStatus(assessment.status),
    };
  });
  return saved ?? saveAnswerReadingHeader(org, input, options);
}

/**
 * The save with the header read and written in its transaction: for completed or archived
 * assessments (the refusal), assessments stored without their gate (which it gives them, once),
 * and a save that raced a transition or a version move. 4 reads, 2 writes (3 the first time).
 */
async function saveAnswerReadingHeader(
  org: OrgData,
  input: SaveAnswerInput,
  options: AnswerSaveOptions,
): Promise<SaveOutcome> {
  return org.transaction(async (tx) => {
    const [assessment, current, hasGate] = await Promise.all([
      requireAssessment(tx, input.assessmentId),
      tx.assessments.answer(input.assessmentId, input.controlRef),
      tx.assessments.hasGate(input.assessmentId),
    ]);
    const table = await tableOf(org, assessment);
    const decided = decideSave(assessment, table, current, input, options);
    if ('unchanged' in decided)
      return { answer: decided.unchanged, summary: assessment.summary, status: assessment.status };
    const { answer, control } = decided;
    const summary = applyAnswerChange(
      assessment.summary,
      control,
      scoringStateOf(current ?? undefined),
      scoringStateOf(answer),
    );
    const status = savedStatus(assessment.status);
    tx.assessments.putAnswer(assessment.id, answer);
    tx.assessments.put(
      { ...assessment, status, summary, updatedAt: answer.updatedAt },
      { answerSaved: true, gate: !hasGate },
    );
    return { answer, summary, status };
  });
}

const transitionWords: Record<Transition, string> = {
  submit: 'Submitted the assessment for review',
  complete: 'Completed the assessment',
  reopen: 'Reopened the assessment',
  archive: 'Archived the assessment',
};

function transitionRefusal(assessment: Assessment, transition: Transition): DomainError {
  const now = {
    draft: 'a draft',
    in_progress: 'in progress',
    submitted: 'submitted',
    completed: 'completed',
    archived: 'archived',
  }[assessment.status];
  const needs = {
    submit: 'Answer at least one control first.',
    complete: 'Submit it for review first.',
    reopen: 'Only a completed or submitted assessment can be reopened.',
    archive: 'It is archived already.',
  }[transition];
  return new DomainError('failed-precondition', `This assessment is ${now}. ${needs}`, {
    reason: 'assessment-status',
  });
}

/** The webhook event of a transition (archiving an assessment sends none). */
function emitTransition(
  tx: OrgTransaction,
  tid: string,
  transition: Transition,
  assessment: Assessment,
  reason: string,
): void {
  const data = assessmentEventData(tid, assessment);
  if (transition === 'submit') tx.webhookEvents.emit('assessment.submitted', data);
  else if (transition === 'complete') tx.webhookEvents.emit('assessment.completed', data);
  else if (transition === 'reopen') tx.webhookEvents.emit('assessment.reopened', { ...data, reason });
}

/** Moves an assessment along its lifecycle (SPEC §2): submit, complete, reopen (with a reason), archive. */
export async function transitionAssessment(
  org: OrgData,
  assessmentId: string,
  transition: Transition,
  options: { now: Date; actorUid: string; reason?: string },
): Promise<Assessment> {
  return org.transaction(async (tx) => {
    const assessment = await requireAssessment(tx, assessmentId);
    if (!canTransition(assessment.status, transition)) throw transitionRefusal(assessment, transition);
    const at = options.now.toISOString();
    const next: Assessment = { ...assessment, status: transitions[transition].to, updatedAt: at };
    if (transition === 'submit') next.submittedAt = at;
    if (transition === 'complete') next.completedAt = at;
    if (transition === 'archive') next.archivedAt = at;
    if (transition === 'reopen') {
      delete next.completedAt;
      delete next.submittedAt;
      next.reopened = { at, by: options.actorUid, reason: options.reason ?? '' };
    }
    tx.assessments.put(next);
    tx.audit.record({
      target: activityTarget(assessment.id),
      tenantId: assessment.tenantId,
      summary: transitionWords[transition],
      subjectName: transition === 'reopen' ? `${assessment.name}: ${options.reason ?? ''}` : assessment.name,
      changedFields: ['status'],
    });
    emitTransition(tx, org.tid, transition, next, options.reason ?? '');
    return next;
  });
}

export type AssignInput = ContractParsedInput<typeof assessmentsContracts.assign>;

/** Assigns (or unassigns) controls to a member; only the assignment changes, revisions stay. */
export async function assignControls(
  org: OrgData,
  input: AssignInput,
  now: Date,
): Promise<{ assigned: number }> {
  const refs = [...new Set(input.controlRefs)];
  const assigneeUid = input.assigneeUid ?? null;
  return org.transaction(async (tx) => {
    const [assessment, assignee, ...answers] = await Promise.all([
      requireAssessment(tx, input.assessmentId),
      assigneeUid ? tx.members.get(assigneeUid) : Promise.resolve(null),
      ...refs.map((ref) => tx.assessments.answer(input.assessmentId, ref)),
    ]);
    if (assigneeUid && !assignee) {
      // Answered like an id that does not exist: whether someone is a user elsewhere is not revealed.
      throw new DomainError('not-found', 'This member does not exist in your organisation.', {
        reason: 'member-not-found',
      });
    }
    if (assessment.status === 'archived')
      throw new DomainError('failed-precondition', 'This assessment is archived.', {
        reason: 'assessment-archived',
      });
    const table = await tableOf(org, assessment);
    const unknown = refs.filter((ref) => !table.byRef.has(ref));
    if (unknown.length > 0) {
      throw new DomainError(
        'invalid-argument',
        `${unknown.length} of these controls are not in the assessment’s baseline version.`,
        {
          fields: [
            {
              path: 'controlRefs',
              rule: 'not-controls',
              params: { refs: unknown.slice(0, 5).join(', ') },
              message: `Not controls of this assessment: ${unknown.slice(0, 5).join(', ')}`,
            },
          ],
        },
      );
    }
    const at = now.toISOString();
    let assigned = 0;
    refs.forEach((ref, index) => {
      const current = answers[index] ?? null;
      if ((current?.assigneeUid ?? null) === assigneeUid) return;
      const base: Answer = current ?? {
        ref,
        comment: '',
        evidence: [],
        revision: 0,
        updatedAt: at,
        updatedBy: { kind: 'system' },
      };
      const { assigneeUid: _previous, ...rest } = base;
      tx.assessments.putAnswer(assessment.id, {
        ...rest,
        ...(assigneeUid ? { assigneeUid } : {}),
        updatedAt: at,
      });
      assigned += 1;
    });
    if (assigned > 0) {
      tx.audit.record({
        target: activityTarget(assessment.id),
        tenantId: assessment.tenantId,
        summary: assigneeUid
          ? `Assigned ${assigned} control${assigned === 1 ? '' : 's'}`
          : `Unassigned ${assigned} control${assigned === 1 ? '' : 's'}`,
        subjectName: assignee ? assignee.displayName || assignee.email : assessment.name,
      });
    }
    return { assigned };
  });
}

/** The header and the answers changed after `since` minus the overlap (see the contract). */
export async function changesSince(org: OrgData, assessmentId: string, since: string, now: Date) {
  const from = new Date(Date.parse(since) - CHANGES_OVERLAP_MS).toISOString();
  const [assessment, answers] = await Promise.all([
    org.assessments.get(assessmentId),
    org.assessments.answersChangedSince(assessmentId, from, CHANGES_MAX),
  ]);
  if (!assessment) throw assessmentNotFound();
  return { assessment, answers, more: answers.length === CHANGES_MAX, serverTime: now.toISOString() };
}

export async function assessmentActivity(
  org: OrgData,
  assessmentId: string,
): Promise<{ items: AuditEntry[] }> {
  const [assessment, items] = await Promise.all([
    org.assessments.get(assessmentId),
    org.assessments.activityOf(assessmentId, ACTIVITY_MAX),
  ]);
  if (!assessment) throw assessmentNotFound();
  return { items };
}
