import { describe, expect, it } from 'vitest';
import type { BaselineOwner, BaselineVersion } from '@assay/domain/baselines';
import { codeOf } from '../../test/support/domain-code.ts';
import { fixtureNow as now, orgFixture } from '../../test/support/org-fixture.ts';
import { syntheticVersion } from '../../test/support/synthetic-baselines.ts';
import { createAssessment, getAssessment, saveAnswer } from './assessments-service.ts';
import { expireException } from './exceptions-service.ts';
import { moveVersion, previewVersionMove } from './version-move-service.ts';

const owner: BaselineOwner = { kind: 'org', tid: 'org-a' };

/** v1: C-0001…C-0004 (weights 1–4). v2: C-0002 removed, C-0003 weighs 5 instead of 3, C-0005 added (weight 5). */
async function world() {
  const v1 = syntheticVersion({ id: 'bl-v1', owner, controls: 4, domains: 2 });
  const next = syntheticVersion({ id: 'bl-v2', owner, controls: 5, domains: 2 });
  const v2: BaselineVersion = {
    ...next,
    baseline: { ...next.baseline, lineageId: v1.baseline.lineageId, version: 2 },
    controls: next.controls
      .filter((control) => control.ref !== 'C-0002')
      .map((control) => (control.ref === 'C-0003' ? { ...control, weight: 5 } : control)),
  };
  const a = await orgFixture('org-a', {
    baselines: [v1, v2, { id: 'other', controls: 2 }],
    tenants: { t1: 'Contoso' },
  });
  const assessment = await createAssessment(a, 'u1', { tenantId: 't1', baselineId: 'bl-v1' }, { now });
  const answer = (controlRef: string, status: 'met' | 'partial' | 'not_met') =>
    saveAnswer(
      a,
      { assessmentId: assessment.id, controlRef, expectedRevision: 0, answer: { status } },
      { author: { kind: 'member', uid: 'u1' }, now },
    );
  await answer('C-0001', 'met');
  await answer('C-0002', 'met');
  await answer('C-0003', 'partial');
  return { a, assessment };
}

type OrgData = Awaited<ReturnType<typeof world>>['a'];

/** The organisation's data, with `meanwhile` run right after the move has read the answers: a change racing the move. */
function racing(a: OrgData, meanwhile: (assessmentId: string) => Promise<unknown>): OrgData {
  return {
    ...a,
    assessments: {
      ...a.assessments,
      answersOf: async (id: string) => {
        const answers = await a.assessments.answersOf(id);
        await meanwhile(id);
        return answers;
      },
    },
  };
}

describe('moving an assessment to a newer version', () => {
  it('previews the controls added, removed and changed and the score before and after', async () => {
    const { a, assessment } = await world();
    const preview = await previewVersionMove(a, assessment.id, 'bl-v2');
    expect(preview.added.map((control) => control.ref)).toEqual(['C-0005']);
    expect(preview.removed.map((control) => control.ref)).toEqual(['C-0002']);
    expect(preview.changed).toEqual([{ ref: 'C-0003', title: 'Control number 3', fields: ['weight'] }]);
    expect(preview).toMatchObject({ answersCarried: 2, answersLeftBehind: 1 });
    // Before: (1 + 2 + 1.5) / (1+2+3+4) = 45 %. After: (1 + 2.5) / (1+5+4+5) = 23.3 %.
    expect(preview.before).toEqual({ score: 45, coverage: 75 });
    expect(preview.after).toEqual({ score: 23.3, coverage: 50 });
  });

  it('pins the new version, carries the answers over by ref and recomputes the summary', async () => {
    const { a, assessment } = await world();
    const moved = await moveVersion(a, assessment.id, 'bl-v2', now);
    expect(moved.baseline).toMatchObject({ id: 'bl-v2', version: 2 });
    expect(moved.summary).toMatchObject({ controls: 4, answered: 2, score: 23.3 });
    const { answers } = await getAssessment(a, assessment.id, now);
    expect(answers.map((answer) => answer.ref).sort()).toEqual(['C-0001', 'C-0002', 'C-0003']);
    // Answering a control of the new version works; a removed one is no longer a control.
    expect(
      await codeOf(
        saveAnswer(
          a,
          {
            assessmentId: assessment.id,
            controlRef: 'C-0005',
            expectedRevision: 0,
            answer: { status: 'met' },
          },
          { author: { kind: 'member', uid: 'u1' }, now },
        ),
      ),
    ).toBe('ok');
    expect(
      await codeOf(
        saveAnswer(
          a,
          {
            assessmentId: assessment.id,
            controlRef: 'C-0002',
            expectedRevision: 1,
            answer: { status: 'partial' },
          },
          { author: { kind: 'member', uid: 'u1' }, now },
        ),
      ),
    ).toBe('not-found');
    expect(a.state.audit.map((entry) => entry.summary)).toContain(
      'Moved the assessment from version 1 to version 2',
    );
  });

  it('refuses to move when an answer was saved after the answers were read, even one saved at the same instant', async () => {
    const { a, assessment } = await world();
    // Every save here carries the same time: the header's updatedAt cannot tell them apart.
    const saveMeanwhile = racing(a, (id) =>
      saveAnswer(
        a,
        { assessmentId: id, controlRef: 'C-0004', expectedRevision: 0, answer: { status: 'met' } },
        { author: { kind: 'member', uid: 'u2' }, now },
      ),
    );
    expect(await codeOf(moveVersion(saveMeanwhile, assessment.id, 'bl-v2', now))).toBe('aborted');
    expect((await getAssessment(a, assessment.id, now)).assessment.baseline.id).toBe('bl-v1');
    // Without the race it moves, and its summary counts C-0004.
    const moved = await moveVersion(a, assessment.id, 'bl-v2', now);
    expect(moved.summary.answered).toBe(3);
  });

  it('refuses to move when an exception expired after the answers were read', async () => {
    const { a, assessment } = await world();
    const until = new Date(now.getTime() + 86_400_000);
    await saveAnswer(
      a,
      {
        assessmentId: assessment.id,
        controlRef: 'C-0004',
        expectedRevision: 0,
        answer: { status: 'met', exception: { reason: 'Vendor fix', expiresAt: until.toISOString() } },
      },
      { author: { kind: 'member', uid: 'u1' }, now },
    );
    const expireMeanwhile = racing(a, async (id) =>
      expect(await expireException(a, id, 'C-0004', new Date(until.getTime() + 1))).toBe(true),
    );
    expect(await codeOf(moveVersion(expireMeanwhile, assessment.id, 'bl-v2', now))).toBe('aborted');
  });

  it('refuses another baseline, the same version and an older one', async () => {
    const { a, assessment } = await world();
    expect(await codeOf(moveVersion(a, assessment.id, 'other', now))).toBe('failed-precondition');
    expect(await codeOf(moveVersion(a, assessment.id, 'bl-v1', now))).toBe('failed-precondition');
    await moveVersion(a, assessment.id, 'bl-v2', now);
    expect(await codeOf(moveVersion(a, assessment.id, 'bl-v1', now))).toBe('failed-precondition');
  });
});
