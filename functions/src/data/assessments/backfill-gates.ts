// Assessments stored before answer gates (assessments.ts) have a summary with scores and a domain
// array and no gates: each of their answer saves then takes the slower path that reads the header
// in its transaction (and gives the assessment its gates, once). This rewrites them all ahead:
// the header in the current form and its gates, in one transaction per assessment.
// Idempotent: an assessment with its gates and a summary of tallies is left untouched.
import type { Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from '../store/firestore-store.ts';
import { collections } from '../paths.ts';
import { pages } from '../store/pages.ts';
import { assessmentDoc, assessmentWrites, gateDoc } from './assessments.ts';

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
          const gated = (await db.doc(gateDoc(org.id, stored.id, 0).path).get()).exists;
          if (gated && !Array.isArray(summary?.domains)) continue;
          await store.transaction(async (uow) => {
            const assessment = await uow.get(assessmentDoc(org.id, stored.id));
            if (assessment) assessmentWrites(uow, org.id).put(assessment);
          });
          updated += 1;
        }
      }
    }
  }
  return { scanned, updated };
}
