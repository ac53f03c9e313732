// Demo assessments of the shipped library, so the local stack shows scores, a trend and work in
// progress: Contoso has two completed assessments of "Essential security hygiene" (a quarter
// apart, the second better), Fabrikam one of "Cloud workspace security" half answered.
// Fixed ids make it idempotent: an assessment that exists is left as it is.
import { globalBaselines } from '@assay/domain/baselines';
import type { AnswerStatus } from '@assay/domain/scoring';
import type { OrgData } from '../data/org-data.ts';
import { createAssessment, saveAnswer, transitionAssessment } from '../services/assessments-service.ts';
import { NORTHWIND_ID } from './demo-data.ts';
import { generateRoadmap } from '../services/roadmap-service.ts';
import { rollUpCompleted } from '../services/dashboard-service.ts';

interface DemoAssessment {
  orgId: string;
  id: string;
  tenantId: string;
  baselineId: string;
  name: string;
  /** Days before the seed's time it was started. */
  daysAgo: number;
  /** Status of the control at each position (cycled); undefined leaves it unanswered. */
  pattern: (AnswerStatus | undefined)[];
  /** Share of the controls answered, from the first. */
  answeredShare: number;
  complete: boolean;
}

export const demoAssessments: DemoAssessment[] = [
  {
    orgId: NORTHWIND_ID,
    id: 'nw-contoso-esh-q1',
    tenantId: 'nw-contoso',
    baselineId: 'esh-v1',
    name: 'Essential hygiene, Q1',
    daysAgo: 120,
    pattern: ['met', 'not_met', 'partial', 'not_met', 'met', 'not_applicable'],
    answeredShare: 1,
    complete: true,
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-contoso-esh-q2',
    tenantId: 'nw-contoso',
    baselineId: 'esh-v1',
    name: 'Essential hygiene, Q2',
    daysAgo: 30,
    pattern: ['met', 'met', 'partial', 'not_met', 'met', 'not_applicable', 'met'],
    answeredShare: 1,
    complete: true,
  },
  {
    orgId: NORTHWIND_ID,
    id: 'nw-fabrikam-cws',
    tenantId: 'nw-fabrikam',
    baselineId: 'cws-v1',
    name: 'Cloud workspace review',
    daysAgo: 5,
    pattern: ['met', 'partial', 'not_met', 'met'],
    answeredShare: 0.5,
    complete: false,
  },
];

export async function seedDemoAssessments(org: OrgData, ownerUid: string, now: Date): Promise<number> {
  const mine = demoAssessments.filter((demo) => demo.orgId === org.tid);
  for (const demo of mine) {
    if (await org.assessments.get(demo.id)) continue;
    const version = globalBaselines.find((candidate) => candidate.baseline.id === demo.baselineId);
    if (!version) throw new Error(`Demo baseline ${demo.baselineId} is not in the library`);
    const started = new Date(now.getTime() - demo.daysAgo * 86_400_000);
    await createAssessment(
      org,
      ownerUid,
      { tenantId: demo.tenantId, baselineId: demo.baselineId, name: demo.name },
      { now: started, id: demo.id },
    );
    const answered = Math.round(version.controls.length * demo.answeredShare);
    for (const [index, control] of version.controls.slice(0, answered).entries()) {
      const status = demo.pattern[index % demo.pattern.length];
      if (!status) continue;
      await saveAnswer(
        org,
        {
          assessmentId: demo.id,
          controlRef: control.ref,
          expectedRevision: 0,
          answer: { status, comment: '' },
        },
        { author: { kind: 'member', uid: ownerUid }, now: started },
      );
    }
    if (demo.complete) {
      const finished = new Date(started.getTime() + 7 * 86_400_000);
      await transitionAssessment(org, demo.id, 'submit', { now: finished, actorUid: ownerUid });
      const completed = await transitionAssessment(org, demo.id, 'complete', {
        now: finished,
        actorUid: ownerUid,
      });
      // What completing through the callable does besides: the roadmap and the dashboard's rollup.
      await generateRoadmap(org, demo.id, finished);
      await rollUpCompleted(org, completed);
    }
  }
  return mine.length;
}
