import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';
import type { SharedViewer } from '@assay/domain/viewer';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { completedAssessment, fixtureNow as now, orgFixture } from '../../test/support/org-fixture.ts';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { generateRoadmap, listRoadmap, roadmapHistory, updateRoadmapItem } from './roadmap-service.ts';
import {
  commentOnSharedItem,
  setSharedItemStatus,
  sharedRoadmap,
  sharedRoadmapItem,
} from './shared-service.ts';

const client: SharedViewer = { kind: 'shared', uid: 's1', tenantId: 't1' };

// Org a: tenants t1 (shared with s1) and t2, each with a roadmap of three gaps; u1 an editor.
async function world() {
  const member = await orgFixture('org-a', {
    baselines: [{ id: 'bl-a', controls: 3, domains: 1 }],
    tenants: { t1: 'Contoso', t2: 'Fabrikam' },
    members: { u1: 'editor' },
  });
  const shared = memoryOrgData(
    'org-a',
    {},
    {
      store: member.store,
      stamp: { actorUid: 's1', action: 'shared-roadmapComment', at: now.toISOString() },
    },
  );
  await member.transaction((tx) =>
    Promise.resolve(
      tx.sharedUsers.put({
        uid: 's1',
        email: 'client@x.test',
        tenantId: 't1',
        invitedBy: 'u1',
        invitedByName: 'u1',
        invitedAt: now.toISOString(),
        sentAt: now.toISOString(),
        sends: 1,
      }),
    ),
  );
  for (const tenantId of ['t1', 't2'])
    await generateRoadmap(member, await completedGaps(member, tenantId), now);
  const itemsOf = async (tenantId: string) =>
    (await listRoadmap(member, contracts.roadmap.list.input.parse({ tenantId, status: 'all' }), now)).items;
  return {
    member,
    shared,
    itemsOf,
    /** A tenant's item at `index` in list order; the fixture generates three each, so none is a broken fixture. */
    itemOf: async (tenantId: string, index = 0): Promise<RoadmapItem> => {
      const item = (await itemsOf(tenantId))[index];
      if (!item) throw new Error(`The fixture has no item ${index} of ${tenantId}`);
      return item;
    },
  };
}

const completedGaps = async (org: MemoryOrgData, tenantId: string): Promise<string> =>
  (
    await completedAssessment(org, {
      tenantId,
      baselineId: 'bl-a',
      answers: { 'C-0001': 'not_met', 'C-0002': 'not_met', 'C-0003': 'not_met' },
    })
  ).id;

const comment = (input: { tenantId: string; itemId: string; comment: string }) =>
  contracts.shared.roadmapComment.input.parse(input);
const setStatus = (input: { tenantId: string; itemId: string; status: string }) =>
  contracts.shared.roadmapSetStatus.input.parse(input);

describe('the shared roadmap', () => {
  it('lists every item of the shared tenant and nothing of another tenant', async () => {
    const { shared, itemOf } = await world();
    const { items, total } = await sharedRoadmap(shared, client, 't1');
    expect(total).toBe(3);
    expect(items.every((item) => item.tenantId === 't1')).toBe(true);
    expect(await codeOf(sharedRoadmap(shared, client, 't2'))).toBe('not-found');
    const other = await itemOf('t2');
    expect(await codeOf(sharedRoadmapItem(shared, client, { tenantId: 't1', itemId: other.id }))).toBe(
      'not-found',
    );
    expect(await codeOf(sharedRoadmapItem(shared, client, { tenantId: 't2', itemId: other.id }))).toBe(
      'not-found',
    );
  });

  it('puts a comment in the item’s history, where members read it and the shared user sees it as theirs', async () => {
    const { member, shared, itemOf } = await world();
    const item = await itemOf('t1');
    const entry = await commentOnSharedItem(
      shared,
      client,
      comment({ tenantId: 't1', itemId: item.id, comment: 'We patched this on Friday.' }),
    );
    expect(entry).toMatchObject({ comment: 'We patched this on Friday.', mine: true });
    expect((await roadmapHistory(member, item.id)).items[0]).toMatchObject({
      actorUid: 's1',
      action: 'shared-roadmapComment',
      subjectName: 'We patched this on Friday.',
    });
    expect((await sharedRoadmapItem(shared, client, { tenantId: 't1', itemId: item.id })).history[0]).toEqual(
      entry,
    );
    // Another tenant's item cannot be commented on, whatever tenant id is claimed.
    const other = await itemOf('t2');
    expect(
      await codeOf(
        commentOnSharedItem(shared, client, comment({ tenantId: 't1', itemId: other.id, comment: 'x' })),
      ),
    ).toBe('not-found');
    expect(
      await codeOf(
        commentOnSharedItem(shared, client, comment({ tenantId: 't2', itemId: other.id, comment: 'x' })),
      ),
    ).toBe('not-found');
  });

  it('changes the status only of items a member assigned to the shared user, and records it', async () => {
    const { member, shared, itemOf } = await world();
    const [assigned, unassigned] = [await itemOf('t1', 0), await itemOf('t1', 1)];
    expect(
      await codeOf(
        setSharedItemStatus(
          shared,
          client,
          setStatus({ tenantId: 't1', itemId: unassigned.id, status: 'done' }),
          now,
        ),
      ),
    ).toBe('permission-denied');
    await updateRoadmapItem(
      member,
      contracts.roadmap.update.input.parse({ itemId: assigned.id, ownerUid: 's1' }),
      now,
    );
    const changed = await setSharedItemStatus(
      shared,
      client,
      setStatus({ tenantId: 't1', itemId: assigned.id, status: 'in_progress' }),
      now,
    );
    expect(changed).toMatchObject({ status: 'in_progress', ownerUid: 's1' });
    expect(changed.edited).toContain('status');
    expect((await roadmapHistory(member, assigned.id)).items[0]).toMatchObject({
      actorUid: 's1',
      changedFields: ['status'],
    });
  });

  it('lets members assign an item to the shared user of its own tenant only', async () => {
    const { member, itemOf } = await world();
    const other = await itemOf('t2');
    expect(
      await codeOf(
        updateRoadmapItem(
          member,
          contracts.roadmap.update.input.parse({ itemId: other.id, ownerUid: 's1' }),
          now,
        ),
      ),
    ).toBe('not-found');
  });

  it('refuses everything once the sharing is revoked, even with a token still valid', async () => {
    const { member, shared, itemOf } = await world();
    const item = await itemOf('t1');
    await updateRoadmapItem(
      member,
      contracts.roadmap.update.input.parse({ itemId: item.id, ownerUid: 's1' }),
      now,
    );
    await member.transaction(async (tx) => {
      const record = await tx.sharedUsers.get('s1');
      if (record) tx.sharedUsers.put({ ...record, revokedAt: now.toISOString() });
    });
    expect(await codeOf(sharedRoadmap(shared, client, 't1'))).toBe('not-found');
    expect(
      await codeOf(
        commentOnSharedItem(shared, client, comment({ tenantId: 't1', itemId: item.id, comment: 'x' })),
      ),
    ).toBe('not-found');
    expect(
      await codeOf(
        setSharedItemStatus(
          shared,
          client,
          setStatus({ tenantId: 't1', itemId: item.id, status: 'done' }),
          now,
        ),
      ),
    ).toBe('not-found');
    expect(
      await codeOf(
        updateRoadmapItem(
          member,
          contracts.roadmap.update.input.parse({ itemId: item.id, ownerUid: 's1', status: 'in_progress' }),
          now,
        ),
      ),
    ).toBe('not-found');
  });
});
