import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { baselineHeaderMapper } from '../../src/data/baselines/baseline-mapper.ts';
import { backfillPrivateBaselineCounts } from '../../src/migrations/backfill-private-baselines.ts';
import { firestoreOrgData } from '../../src/data/org-data.ts';
import { adminDb } from './support/emulators.ts';

const ORG = 'backfill-baselines-org';
const at = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));

/** A version header in its stored form (no controls: the backfill reads headers only). */
const header = (id: string, lineageId: string, version: number) =>
  baselineHeaderMapper.toDoc({
    baseline: {
      id,
      lineageId,
      owner: { kind: 'org', tid: ORG },
      name: `Baseline ${lineageId}`,
      description: '',
      status: version === 1 ? 'published' : 'draft',
      version,
      revision: 0,
      ...(version === 1 ? { publishedAt: '2026-01-05T10:00:00.000Z', publishedBy: 'owner-1' } : {}),
    },
    domains: [],
    controlCount: 0,
    chunkCount: 0,
  });

describe('backfillPrivateBaselineCounts', () => {
  it('counts the private baselines (lineages, not versions) of an organisation stored before the counter, and a second run writes nothing', async () => {
    const db = adminDb();
    const orgRef = db.collection('orgs').doc(ORG);
    const org = firestoreOrgData(db, ORG, {
      actorUid: 'fixture',
      action: 'fixture',
      at: at.toDate().toISOString(),
    });
    if (!(await org.organisation.get())) {
      await org.transaction((tx) =>
        Promise.resolve(
          tx.organisation.create({
            name: 'Counter Ltd',
            plan: 'team',
            ownerUid: 'owner-1',
            createdAt: at.toDate().toISOString(),
            tenantCount: 0,
            memberCount: 1,
          }),
        ),
      );
    }
    // As stored before the counter existed: no field, two baselines, one of them in two versions.
    await orgRef.update({ privateBaselineCount: FieldValue.delete() });
    const baselines = orgRef.collection('baselines');
    await baselines.doc('supplier-v1').set(header('supplier-v1', 'supplier', 1));
    await baselines.doc('supplier-v2').set(header('supplier-v2', 'supplier', 2));
    await baselines.doc('office-v1').set(header('office-v1', 'office', 1));
    expect((await org.organisation.get())?.privateBaselineCount).toBe(0);

    const first = await backfillPrivateBaselineCounts(db);
    expect(first.updated).toBeGreaterThanOrEqual(1);
    expect((await orgRef.get()).get('privateBaselineCount')).toBe(2);
    expect((await org.organisation.get())?.privateBaselineCount).toBe(2);

    const before = (await orgRef.get()).updateTime;
    const second = await backfillPrivateBaselineCounts(db);
    expect(second).toMatchObject({ updated: 0, skipped: 0 });
    expect((await orgRef.get()).updateTime?.isEqual(before!)).toBe(true);
  });
});
