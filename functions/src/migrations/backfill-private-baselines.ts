// Organisations that had private baselines before `privateBaselineCount` existed read it as 0,
// so the plan limit let them create past it. This sets the counter to the number of private
// baselines (lineages, not versions) stored under the organisation.
// Idempotent: a counter that is already right is not written.
import type { Firestore } from 'firebase-admin/firestore';
import { collections } from '../data/paths.ts';
import { pages } from '../data/store/pages.ts';

export interface CounterBackfillResult {
  readonly scanned: number;
  readonly updated: number;
  /** Organisations changed while being counted (a create or delete won): the next run counts them again. */
  readonly skipped: number;
}

export async function backfillPrivateBaselineCounts(db: Firestore): Promise<CounterBackfillResult> {
  let scanned = 0;
  let updated = 0;
  let skipped = 0;
  for await (const orgs of pages(db.collection(collections.orgs))) {
    for (const org of orgs) {
      scanned += 1;
      const lineages = new Set<string>();
      for await (const headers of pages(org.ref.collection(collections.baselines).select('lineageId'))) {
        for (const header of headers) lineages.add(String(header.get('lineageId') ?? header.id));
      }
      if (org.get('privateBaselineCount') === lineages.size) continue;
      try {
        // Creates and deletes change the counter in the same transaction as the baseline: if
        // the organisation changed since it was read, this count may be stale, so it is not written.
        await org.ref.update({ privateBaselineCount: lineages.size }, { lastUpdateTime: org.updateTime });
        updated += 1;
      } catch (error) {
        if ((error as { code?: unknown }).code !== 9 /* FAILED_PRECONDITION */) throw error;
        skipped += 1;
      }
    }
  }
  return { scanned, updated, skipped };
}
