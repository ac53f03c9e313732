import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import type { Assessment } from '@assay/domain/assessments';
import { emptySummary } from '@assay/domain/scoring';
import { backfillAnswerGates } from '../../src/migrations/backfill-gates.ts';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import { adminDb } from './support/emulators.ts';

const ORG = 'backfill-gates-org';
const at = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));
const controls = [
  { ref: 'A-1', domainId: 'gov', weight: 3 },
  { ref: 'B-1', domainId: 'net', weight: 1 },
];

/** An assessment as stored before answer gates: the summary with its scores and a domain array. */
const legacy = (id: string) => ({
  id,
  tenantId: 't1',
  name: 'Old review',
  status: 'in_progress',
  baseline: { id: 'old-v1', lineageId: 'old', name: 'Old baseline', version: 1 },
  ownerUid: 'owner-1',
  createdAt: at,
  updatedAt: at,
  submittedAt: null,
  completedAt: null,
  archivedAt: null,
  reopened: null,
  summary: emptySummary(controls, ['gov', 'net']),
});

describe('backfillAnswerGates', () => {
  it('stores old assessments’ summaries as tallies with their gates, reading the same, and a second run writes nothing', async () => {
    const db = adminDb();
    const org = firestoreOrgData(db, ORG, {
      actorUid: 'fixture',
      action: 'fixture',
      at: at.toDate().toISOString(),
    });
    if (!(await org.organisation.get())) {
      await org.transaction((tx) =>
        Promise.resolve(
          tx.organisation.create({
            name: 'Gates Ltd',
            plan: 'team',
            ownerUid: 'owner-1',
            createdAt: at.toDate().toISOString(),
            tenantCount: 0,
            memberCount: 1,
          }),
        ),
      );
    }
    const headers = db.collection('orgs').doc(ORG).collection('assessments');
    const gateCollection = db.collection('orgs').doc(ORG).collection('assessmentGates');
    await headers.doc('old-1').set(legacy('old-1'));
    // An assessment stored with a summary of tallies and the 16 gates an answer save once locked one of.
    if (!(await headers.doc('old-2').get()).exists) {
      const iso = at.toDate().toISOString();
      const current: Assessment = {
        id: 'old-2',
        tenantId: 't1',
        name: 'Old review',
        status: 'in_progress',
        baseline: { id: 'old-v1', lineageId: 'old', name: 'Old baseline', version: 1 },
        ownerUid: 'owner-1',
        createdAt: iso,
        updatedAt: iso,
        summary: emptySummary(controls, ['gov', 'net']),
      };
      await org.transaction((tx) => Promise.resolve(tx.assessments.create(current)));
    }
    await gateCollection.doc('old-2').delete();
    for (let n = 0; n < 16; n += 1)
      await gateCollection
        .doc(`old-2_${n}`)
        .set({ assessmentId: 'old-2', stage: 'open', baselineId: 'old-v1' });
    const before = await org.assessments.get('old-1');
    expect(before?.summary.domains.map((domain) => domain.domainId)).toEqual(['gov', 'net']);

    const first = await backfillAnswerGates(db);
    expect(first.updated).toBeGreaterThanOrEqual(2);
    const stored = (await headers.doc('old-1').get()).data();
    expect(stored?.summary.domains).toMatchObject({
      d0: { domainId: 'gov', controls: 1, possible: 3 },
      d1: { domainId: 'net', controls: 1, possible: 1 },
    });
    expect(await org.assessments.get('old-1')).toEqual(before);
    for (const id of ['old-1', 'old-2']) {
      const gates = await gateCollection.where('assessmentId', '==', id).get();
      expect(gates.docs.map((gate) => [gate.id, gate.data()])).toEqual([
        [id, { assessmentId: id, stage: 'open', baselineId: 'old-v1' }],
      ]);
    }

    const updateTime = (await headers.doc('old-1').get()).updateTime;
    expect((await backfillAnswerGates(db)).updated).toBe(0);
    expect((await headers.doc('old-1').get()).updateTime?.isEqual(updateTime!)).toBe(true);
  });
});
