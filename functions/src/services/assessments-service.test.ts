import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { summariseAnswers, scoringStateOf } from '@assay/domain/scoring';
import { codeOf } from '../../test/support/domain-code.ts';
import { fixtureNow as now, orgFixture } from '../../test/support/org-fixture.ts';
import { syntheticVersion } from '../../test/support/synthetic-baselines.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import {
  assessmentActivity,
  assignControls,
  changesSince,
  createAssessment,
  getAssessment,
  listAssessments,
  saveAnswer,
  transitionAssessment,
} from './assessments-service.ts';
import type { SaveAnswerInput } from './assessments-service.ts';

async function world() {
  const store = memoryStore();
  // 6 controls over 2 domains: weights 1, 2, 3, 4, 5, 1 (c0…c5), domains d0, d1 alternating.
  const a = await orgFixture('org-a', {
    store,
    baselines: [
      { id: 'bl-a', controls: 6, domains: 2 },
      { id: 'bl-retired', controls: 2, status: 'retired' },
    ],
    tenants: { t1: 'Contoso' },
  });
  const b = await orgFixture('org-b', {
    store,
    baselines: [{ id: 'bl-b', controls: 2 }],
    tenants: { tb: 'Contoso' },
  });
  const assessment = await createAssessment(a, 'u1', { tenantId: 't1', baselineId: 'bl-a' }, { now });
  return { store, a, b, assessment };
}

const save = (
  assessmentId: string,
  controlRef: string,
  status: SaveAnswerInput['answer']['status'],
  expectedRevision = 0,
  extra: Partial<SaveAnswerInput['answer']> = {},
): SaveAnswerInput => ({
  assessmentId,
  controlRef,
  expectedRevision,
  answer: { status, ...extra },
});
const member = (uid: string) => ({ author: { kind: 'member' as const, uid }, now });

describe('assessments service', () => {
  it('creates a draft pinned to the version, with an empty summary, and audits it', async () => {
    const { a, assessment } = await world();
    expect(assessment).toMatchObject({
      tenantId: 't1',
      status: 'draft',
      baseline: { id: 'bl-a', version: 1 },
      ownerUid: 'u1',
      name: 'Synthetic 6',
    });
    expect(assessment.summary).toMatchObject({
      controls: 6,
      applicable: 6,
      answered: 0,
      score: 0,
      coverage: 0,
    });
    expect(assessment.summary.domains.map((d) => [d.domainId, d.controls])).toEqual([
      ['d0', 3],
      ['d1', 3],
    ]);
    expect(a.state.audit.map((entry) => entry.summary)).toEqual(['Started an assessment (Synthetic 6 v1)']);
    expect(contracts.assessments.create.output.parse(assessment)).toEqual(assessment);
  });

  it('refuses a retired version, another organisation’s baseline and another organisation’s tenant', async () => {
    const { a } = await world();
    expect(
      await codeOf(createAssessment(a, 'u1', { tenantId: 't1', baselineId: 'bl-retired' }, { now })),
    ).toBe('failed-precondition');
    expect(await codeOf(createAssessment(a, 'u1', { tenantId: 't1', baselineId: 'bl-b' }, { now }))).toBe(
      'not-found',
    );
    expect(await codeOf(createAssessment(a, 'u1', { tenantId: 'tb', baselineId: 'bl-a' }, { now }))).toBe(
      'not-found',
    );
  });

  it('saves an answer: revision 1, status in progress, the summary changed by difference', async () => {
    const { a, store, assessment } = await world();
    const before = store.docs.size;
    // c2 = ref C-0003, weight 3, domain d0.
    const result = await saveAnswer(
      a,
      save(assessment.id, 'C-0003', 'partial', 0, {
        comment: 'Half done',
        evidence: ['https://example.com/x'],
        maturity: 2,
      }),
      member('u2'),
    );
    expect(result.answer).toMatchObject({
      ref: 'C-0003',
      status: 'partial',
      maturity: 2,
      comment: 'Half done',
      evidence: ['https://example.com/x'],
      revision: 1,
      updatedBy: { kind: 'member', uid: 'u2' },
    });
    expect(result.status).toBe('in_progress');
    // Σ weight = 1+2+3+4+5+1 = 16; earned 1.5 → 9.4 %.
    expect(result.summary).toMatchObject({
      answered: 1,
      partial: 1,
      earned: 1.5,
      possible: 16,
      score: 9.4,
      coverage: 16.7,
    });
    expect(store.docs.size).toBe(before + 1);
    const reread = await getAssessment(a, assessment.id, now);
    expect(reread.assessment.summary).toEqual(result.summary);
    expect(reread.answers).toEqual([result.answer]);
  });

  it('refuses a stale revision with the newer answer and who saved it, writing nothing', async () => {
    const { a, store, assessment } = await world();
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), member('u-first'));
    const commits = store.commits;
    const error = await saveAnswer(a, save(assessment.id, 'C-0001', 'not_met', 0), member('u-second')).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).code).toBe('aborted');
    expect((error as DomainError).details?.conflict).toMatchObject({
      current: { status: 'met', revision: 1 },
      updatedBy: { kind: 'member', uid: 'u-first' },
      updatedAt: now.toISOString(),
    });
    expect(store.commits).toBe(commits);
    // With the revision it saw, the second person's change goes through.
    expect(
      (await saveAnswer(a, save(assessment.id, 'C-0001', 'not_met', 1), member('u-second'))).answer.revision,
    ).toBe(2);
  });

  it('keeps the summary equal to a recomputation over every stored answer', async () => {
    const { a, assessment } = await world();
    const steps: [string, SaveAnswerInput['answer']['status'], number][] = [
      ['C-0001', 'met', 0],
      ['C-0002', 'not_applicable', 0],
      ['C-0001', 'partial', 1],
      ['C-0005', 'not_met', 0],
      ['C-0002', null, 1],
    ];
    for (const [ref, status, revision] of steps)
      await saveAnswer(a, save(assessment.id, ref, status, revision), member('u1'));
    const { assessment: stored, answers } = await getAssessment(a, assessment.id, now);
    const byRef = new Map(answers.map((answer) => [answer.ref, answer]));
    const version = syntheticVersion({
      id: 'bl-a',
      owner: { kind: 'org', tid: 'org-a' },
      controls: 6,
      domains: 2,
    });
    expect(stored.summary).toEqual(
      summariseAnswers(version.controls, ['d0', 'd1'], (ref) => scoringStateOf(byRef.get(ref))),
    );
  });

  it('saves by writing two documents: the answer, and the difference to its summary on the header', async () => {
    const { a, store, assessment } = await world();
    const before = new Map([...store.docs].map(([path, doc]) => [path, JSON.stringify(doc)]));
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), member('u1'));
    const header = `orgs/org-a/assessments/${assessment.id}`;
    const changed = [
      ...[...store.docs]
        .filter(([path, doc]) => before.get(path) !== JSON.stringify(doc))
        .map(([path]) => path),
      ...[...before.keys()].filter((path) => !store.docs.has(path)),
    ];
    expect(changed.sort()).toEqual([`orgs/org-a/assessmentAnswers/${assessment.id}_C-0001`, header]);
    const stored = store.docs.get(header);
    // The summary is stored as tallies, each domain under d{i}: what concurrent saves add to.
    expect(stored?.summary).toMatchObject({
      met: 1,
      answered: 1,
      domains: { d0: { domainId: 'd0', met: 1 }, d1: { domainId: 'd1', met: 0 } },
    });
    expect(stored?.summary.score).toBeUndefined();
    expect(stored?.status).toBe('in_progress');
  });

  it('refuses a save whose header read went stale (completed meanwhile) under the header’s lock, and decides by the current version', async () => {
    const { a, assessment } = await world();
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), member('u1'));
    const stale = await a.assessments.get(assessment.id);
    for (const step of ['submit', 'complete'] as const)
      await transitionAssessment(a, assessment.id, step, { now, actorUid: 'u1' });
    // The header as a save read it just before the completion committed.
    const racing = { ...a, assessments: { ...a.assessments, get: () => Promise.resolve(stale) } };
    const error = await saveAnswer(racing, save(assessment.id, 'C-0002', 'met'), member('u2')).catch(
      (caught: unknown) => caught,
    );
    expect((error as DomainError).code).toBe('failed-precondition');
    expect((error as DomainError).message).toMatch(/completed/);
    expect((await getAssessment(a, assessment.id, now)).answers.map((answer) => answer.ref)).toEqual([
      'C-0001',
    ]);
  });

  it('gives an assessment stored before its gate (summary with scores and a domain array) its gate on the first save, then saves by difference', async () => {
    const { a, store, assessment } = await world();
    const header = `orgs/org-a/assessments/${assessment.id}`;
    const current = store.docs.get(header);
    const legacy = { ...current, summary: assessment.summary };
    (store.docs as Map<string, unknown>).set(header, legacy);
    for (const path of [...store.docs.keys()])
      if (path.startsWith('orgs/org-a/assessmentGates/')) (store.docs as Map<string, unknown>).delete(path);
    expect((await a.assessments.get(assessment.id))?.summary).toEqual(assessment.summary);
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), member('u1'));
    expect([...store.docs.keys()].filter((path) => path.startsWith('orgs/org-a/assessmentGates/'))).toEqual([
      `orgs/org-a/assessmentGates/${assessment.id}`,
    ]);
    await saveAnswer(a, save(assessment.id, 'C-0002', 'partial'), member('u1'));
    const { assessment: stored, answers } = await getAssessment(a, assessment.id, now);
    const byRef = new Map(answers.map((answer) => [answer.ref, answer]));
    const version = syntheticVersion({
      id: 'bl-a',
      owner: { kind: 'org', tid: 'org-a' },
      controls: 6,
      domains: 2,
    });
    expect(stored.summary).toEqual(
      summariseAnswers(version.controls, ['d0', 'd1'], (ref) => scoringStateOf(byRef.get(ref))),
    );
  });

  it('accepts an exception only with a future expiry and leaves the control out of the score', async () => {
    const { a, assessment } = await world();
    const past = save(assessment.id, 'C-0005', 'not_met', 0, {
      exception: { reason: 'Vendor fix due', expiresAt: '2026-02-01T00:00:00.000Z' },
    });
    const error = await saveAnswer(a, past, member('u1')).catch((caught: unknown) => caught);
    expect((error as DomainError).details?.fields).toEqual([
      { path: 'answer.exception.expiresAt', rule: 'future-date', message: 'Choose a date in the future' },
    ]);
    const result = await saveAnswer(
      a,
      {
        ...past,
        answer: {
          ...past.answer,
          exception: { reason: 'Vendor fix due', expiresAt: '2026-06-01T00:00:00.000Z' },
        },
      },
      member('u1'),
    );
    expect(result.answer.exception).toEqual({
      reason: 'Vendor fix due',
      expiresAt: '2026-06-01T00:00:00.000Z',
      acceptedBy: 'u1',
      acceptedAt: now.toISOString(),
      expired: false,
    });
    // C-0005 (weight 5) is left out: possible 16 − 5 = 11.
    expect(result.summary).toMatchObject({ exceptions: 1, applicable: 5, possible: 11, notMet: 0 });
  });

  it('lists a tenant’s assessments newest first and refuses another organisation’s tenant', async () => {
    const { a, b } = await world();
    const later = await createAssessment(
      a,
      'u1',
      { tenantId: 't1', baselineId: 'bl-a', name: 'Second look' },
      { now: new Date('2026-03-02T00:00:00.000Z') },
    );
    const list = await listAssessments(a, 't1');
    expect(list.items.map((item) => item.name)).toEqual([later.name, 'Synthetic 6']);
    expect(list.total).toBe(2);
    expect(await codeOf(listAssessments(b, 't1'))).toBe('not-found');
    expect(await codeOf(getAssessment(b, later.id, now))).toBe('not-found');
  });
});

describe('assessment lifecycle', () => {
  it('goes draft → in progress → submitted → completed → reopened (with its reason) → archived, each step in the activity', async () => {
    const { a, assessment } = await world();
    const step = (transition: Parameters<typeof transitionAssessment>[2], reason?: string) =>
      transitionAssessment(a, assessment.id, transition, {
        now,
        actorUid: 'u1',
        ...(reason ? { reason } : {}),
      });
    expect(await codeOf(step('submit'))).toBe('failed-precondition');
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), member('u1'));
    expect((await step('submit')).status).toBe('submitted');
    expect(await codeOf(step('submit'))).toBe('failed-precondition');
    expect(await step('complete')).toMatchObject({ status: 'completed', completedAt: now.toISOString() });
    expect(await codeOf(saveAnswer(a, save(assessment.id, 'C-0002', 'met'), member('u1')))).toBe(
      'failed-precondition',
    );
    const reopened = await step('reopen', 'Auditor found a gap');
    expect(reopened).toMatchObject({
      status: 'in_progress',
      reopened: { by: 'u1', reason: 'Auditor found a gap' },
    });
    expect(reopened.completedAt).toBeUndefined();
    expect((await step('archive')).status).toBe('archived');
    expect(await codeOf(step('archive'))).toBe('failed-precondition');
    const activity = await assessmentActivity(a, assessment.id);
    expect(activity.items.map((entry) => entry.summary).sort()).toEqual(
      [
        'Archived the assessment',
        'Completed the assessment',
        'Reopened the assessment',
        'Started an assessment (Synthetic 6 v1)',
        'Submitted the assessment for review',
      ].sort(),
    );
    expect(activity.items.find((entry) => entry.summary === 'Reopened the assessment')?.subjectName).toBe(
      'Synthetic 6: Auditor found a gap',
    );
  });

  it('assigns controls to a member without changing their revision, answers a non-member like a missing id, refuses unknown refs', async () => {
    const { a, assessment } = await world();
    await a.transaction((tx) =>
      Promise.resolve(
        tx.members.put({
          uid: 'u-ann',
          email: 'ann@example.test',
          displayName: 'Ann',
          role: 'editor',
          joinedAt: now.toISOString(),
        }),
      ),
    );
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), member('u1'));
    expect(
      await assignControls(
        a,
        { assessmentId: assessment.id, controlRefs: ['C-0001', 'C-0002'], assigneeUid: 'u-ann' },
        now,
      ),
    ).toEqual({ assigned: 2 });
    const { answers } = await getAssessment(a, assessment.id, now);
    expect(
      answers.map((answer) => [answer.ref, answer.assigneeUid, answer.revision, answer.status]).sort(),
    ).toEqual([
      ['C-0001', 'u-ann', 1, 'met'],
      ['C-0002', 'u-ann', 0, undefined],
    ]);
    // The answer saved with the revision seen before the assignment still goes through.
    expect(
      (await saveAnswer(a, save(assessment.id, 'C-0002', 'partial', 0), member('u-ann'))).answer,
    ).toMatchObject({ revision: 1, assigneeUid: 'u-ann' });
    expect(
      await codeOf(
        assignControls(
          a,
          { assessmentId: assessment.id, controlRefs: ['C-0003'], assigneeUid: 'u-stranger' },
          now,
        ),
      ),
    ).toBe('not-found');
    expect(
      await codeOf(
        assignControls(
          a,
          { assessmentId: assessment.id, controlRefs: ['C-0099'], assigneeUid: 'u-ann' },
          now,
        ),
      ),
    ).toBe('invalid-argument');
    expect(await assignControls(a, { assessmentId: assessment.id, controlRefs: ['C-0001'] }, now)).toEqual({
      assigned: 1,
    });
  });

  it('gives the answers changed since a time, looking a few seconds further back', async () => {
    const { a, assessment } = await world();
    await saveAnswer(a, save(assessment.id, 'C-0001', 'met'), {
      author: { kind: 'member', uid: 'u1' },
      now: new Date('2026-03-01T10:00:00.000Z'),
    });
    await saveAnswer(a, save(assessment.id, 'C-0002', 'met'), {
      author: { kind: 'member', uid: 'u1' },
      now: new Date('2026-03-01T10:01:00.000Z'),
    });
    const later = new Date('2026-03-01T10:02:00.000Z');
    const changes = await changesSince(a, assessment.id, '2026-03-01T10:00:30.000Z', later);
    expect(changes.answers.map((answer) => answer.ref)).toEqual(['C-0002']);
    expect(changes).toMatchObject({
      more: false,
      serverTime: later.toISOString(),
      assessment: { summary: { answered: 2 } },
    });
    // 5 s after the first save is within the 10 s overlap.
    expect(
      (await changesSince(a, assessment.id, '2026-03-01T10:00:05.000Z', later)).answers.map(
        (answer) => answer.ref,
      ),
    ).toEqual(['C-0001', 'C-0002']);
  });
});
