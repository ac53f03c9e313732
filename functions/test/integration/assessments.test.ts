// Assessments over HTTP against the emulators: create → answer → get/list, and the races of the
// workspace: people answering different controls at once lose nothing, two people on the same
// control get one success and one conflict.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Answer, Assessment } from '@assay/domain/assessments';
import { summariseAnswers, scoringStateOf } from '@assay/domain/scoring';
import type { AssessmentSummary } from '@assay/domain/scoring';
import { syntheticVersion } from '../../src/data/baselines/synthetic.ts';
import { callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addPrivateBaseline, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;
let baselineId: string;
let editors: TestUser[];

const CONTROLS = 12;

beforeAll(async () => {
  world = await createWorld();
  baselineId = await addPrivateBaseline(world.orgA, CONTROLS);
  editors = await Promise.all(Array.from({ length: 10 }, (_, i) => createUser(`race-${i}`, { tid: world.orgA.id, role: 'editor' })));
});

const refOf = (i: number) => `C-${String(i + 1).padStart(4, '0')}`;

async function start(name = uniqueId('Assessment')): Promise<Assessment> {
  return callOk<Assessment>('assessments-create', { tenantId: world.t1.id, baselineId, name }, world.users.editorA.idToken);
}

function recomputed(answers: Answer[]): AssessmentSummary {
  const version = syntheticVersion({ id: baselineId, owner: { kind: 'org', tid: world.orgA.id }, controls: CONTROLS });
  const byRef = new Map(answers.map((answer) => [answer.ref, answer]));
  return summariseAnswers(version.controls, version.domains.map((domain) => domain.id), (ref) => scoringStateOf(byRef.get(ref)));
}

describe('assessment lifecycle', () => {
  it('creates a draft, answers it (in progress), and shows it in the tenant’s list with its score', async () => {
    const assessment = await start('Quarterly review');
    expect(assessment).toMatchObject({ status: 'draft', tenantId: world.t1.id, baseline: { id: baselineId, version: 1 }, summary: { controls: CONTROLS, answered: 0 } });
    const saved = await callOk<{ answer: Answer; summary: AssessmentSummary; status: string }>(
      'assessments-saveAnswer',
      { assessmentId: assessment.id, controlRef: 'C-0005', expectedRevision: 0, answer: { status: 'met', comment: 'Checked', evidence: ['https://evidence.example/report'] } },
      world.users.editorA.idToken,
    );
    // Weights of the 12 synthetic controls: 1,2,3,4,5 repeating → Σ 1+2+3+4+5+1+2+3+4+5+1+2 = 33; C-0005 weighs 5.
    expect(saved).toMatchObject({ status: 'in_progress', answer: { ref: 'C-0005', status: 'met', revision: 1 }, summary: { answered: 1, met: 1, earned: 5, possible: 33, score: 15.2 } });
    const list = await callOk<{ items: Assessment[]; total: number }>('assessments-list', { tenantId: world.t1.id }, world.users.viewerA.idToken);
    expect(list.items.find((item) => item.id === assessment.id)).toMatchObject({ name: 'Quarterly review', status: 'in_progress', summary: { score: 15.2 } });
    const got = await callOk<{ assessment: Assessment; answers: Answer[] }>('assessments-get', { assessmentId: assessment.id }, world.users.viewerA.idToken);
    expect(got.answers).toEqual([saved.answer]);
  });

  it('refuses an evidence link that is not http(s), naming the field', async () => {
    const assessment = await start();
    const outcome = await callFunction('assessments-saveAnswer', { assessmentId: assessment.id, controlRef: 'C-0001', expectedRevision: 0, answer: { status: 'met', evidence: ['javascript:alert(1)'] } }, world.users.editorA.idToken);
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument', details: { fields: [{ path: 'answer.evidence.0' }] } });
  });
});

describe('assessment races', () => {
  it('10 editors answering different controls at once lose nothing, and the summary equals a recomputation', async () => {
    const assessment = await start();
    const statuses = ['met', 'partial', 'not_met', 'not_applicable', 'met'] as const;
    const outcomes = await Promise.all(
      editors.map((editor, i) =>
        callFunction('assessments-saveAnswer', { assessmentId: assessment.id, controlRef: refOf(i), expectedRevision: 0, answer: { status: statuses[i % statuses.length] } }, editor.idToken),
      ),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : `${outcome.code} ${outcome.message}`))).toEqual(editors.map(() => 'ok'));
    const got = await callOk<{ assessment: Assessment; answers: Answer[] }>('assessments-get', { assessmentId: assessment.id }, world.users.viewerA.idToken);
    expect(got.answers.map((answer) => [answer.ref, answer.status, answer.updatedBy]).sort()).toEqual(
      editors.map((editor, i) => [refOf(i), statuses[i % statuses.length], { kind: 'member', uid: editor.uid }]).sort(),
    );
    expect(got.assessment.summary).toEqual(recomputed(got.answers));
    expect(got.assessment.summary.answered + got.assessment.summary.notApplicable).toBe(10);
  });

  it('two editors saving the same control from the same revision: one succeeds, the other gets the conflict with the newer answer', async () => {
    const assessment = await start();
    const [first, second] = editors;
    if (!first || !second) throw new Error('fixtures');
    const outcomes = await Promise.all(
      [first, second].map((editor, i) =>
        callFunction('assessments-saveAnswer', { assessmentId: assessment.id, controlRef: 'C-0002', expectedRevision: 0, answer: { status: i === 0 ? 'met' : 'not_met', comment: `by ${editor.uid}` } }, editor.idToken),
      ),
    );
    const won = outcomes.filter((outcome) => outcome.ok);
    const lost = outcomes.filter((outcome) => !outcome.ok);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(1);
    const winner = (won[0]?.ok ? won[0].data : null) as { answer: Answer } | null;
    expect(lost[0]).toMatchObject({ code: 'aborted', details: { conflict: { current: winner?.answer, updatedBy: winner?.answer.updatedBy, updatedAt: winner?.answer.updatedAt } } });
    const got = await callOk<{ assessment: Assessment; answers: Answer[] }>('assessments-get', { assessmentId: assessment.id }, world.users.viewerA.idToken);
    expect(got.answers).toEqual([winner?.answer]);
    expect(got.assessment.summary).toEqual(recomputed(got.answers));
  });
});
