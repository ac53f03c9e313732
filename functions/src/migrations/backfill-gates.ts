// Assessments stored before their answer gate (assessments.ts) have a summary with scores and a
// domain array, or the 16 gates `{id}_{n}` an answer save once locked one of (while the
// emulator's reads took exclusive locks), and no gate `{id}`: each of their answer saves then
// takes the slower path that reads the header in its transaction (and gives the assessment its
// gate, once). This rewrites them all ahead: the header in the current form and its gate, and
// deletes the old gates, in one transaction per assessment.
// Idempotent: an assessment with its gate, no old gates and a summary of tallies is left untouched.
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from '../data/store/firestore-store.ts';
import { docAt } from '../data/store/store.ts';
import { collections } from '../data/paths.ts';
import { pages } from '../data/store/pages.ts';
import { answerGateMapper } from '../data/assessments/assessment-mapper.ts';
import { assessmentWrites, gateDoc } from '../data/assessments/assessments.ts';

export interface BackfillResult {
  readonly scanned: number;
  readonly updated: number;
}

export async function backfillAnswerGates(db: Firestore): Promise<BackfillResult> {
  const store = firestoreStore(db);
  let scanned = 0;
  let updated = 0;
  for await (const orgs of pages(db.collection(collections.orgs))) {
    for (const org of orgs) {
      for await (const assessments of pages(org.ref.collection(collections.assessments))) {
        for (const stored of assessments) {
          scanned += 1;
          const summary = stored.get('summary') as { domains?: unknown } | undefined;
          const gates = await org.ref
            .collection(collections.assessmentGates)
            .where('assessmentId', '==', stored.id)
            .get();
          const gate = gateDoc(org.id, stored.id);
          const old = gates.docs.filter((doc) => doc.ref.path !== gate.path);
          if (old.length === 0 && gates.size === 1 && !Array.isArray(summary?.domains)) continue;
          await store.transaction(async (uow) => {
            const writes = assessmentWrites(uow, org.id);
            const assessment = await writes.get(stored.id);
            if (!assessment) return;
            writes.put(assessment);
            for (const doc of old) uow.delete(docAt(doc.ref.path, answerGateMapper));
          });
          updated += 1;
        }
      }
    }
  }
  return { scanned, updated };
}
