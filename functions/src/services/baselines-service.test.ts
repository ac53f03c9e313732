import { describe, expect, it } from 'vitest';
import { globalBaselines } from '@assay/domain/baselines';
import { contracts } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { codeOf } from '../../test/support/domain-code.ts';
import { orgFixture, putBaseline } from '../../test/support/org-fixture.ts';
import { syntheticVersion } from '../../test/support/synthetic-baselines.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { seedGlobalBaselines } from '../seed/seed-baselines.ts';
import { getBaseline, listBaselines } from './baselines-service.ts';

async function world() {
  const store = memoryStore();
  await seedGlobalBaselines(store);
  const a = await orgFixture('org-a', {
    store,
    baselines: [
      { id: 'a-private', controls: 3 },
      { id: 'a-draft', controls: 1, status: 'draft' },
    ],
  });
  const b = await orgFixture('org-b', { store });
  for (const [id, status] of [
    ['g-draft', 'draft'],
    ['g-retired', 'retired'],
  ] as const)
    await putBaseline(store, syntheticVersion({ id, owner: { kind: 'global' }, controls: 2, status }));
  return { store, a, b };
}

describe('baselines service', () => {
  it('lists the published global library first, then every version of the organisation’s own baselines', async () => {
    const { a, b } = await world();
    const ids = (result: Awaited<ReturnType<typeof listBaselines>>) =>
      result.items.map((item) => item.baseline.id);
    const listed = await listBaselines(a);
    expect(ids(listed)).toEqual(['cws-v1', 'esh-v1', 'a-draft', 'a-private']);
    expect(ids(await listBaselines(b))).toEqual(['cws-v1', 'esh-v1']);
    expect(listed.items[0]).toEqual({
      baseline: globalBaselines[1]?.baseline,
      domainCount: 8,
      controlCount: globalBaselines[1]?.controls.length,
    });
    expect(contracts.baselines.list.output.parse(listed)).toEqual(listed);
  });

  it('gets a global version whole, as shipped', async () => {
    const { a } = await world();
    const essential = globalBaselines[0];
    expect(await getBaseline(a, 'esh-v1')).toEqual(essential);
  });

  it('gets the organisation’s own private version, drafts included', async () => {
    const { a } = await world();
    const version = await getBaseline(a, 'a-private');
    expect(version.baseline.owner).toEqual({ kind: 'org', tid: 'org-a' });
    expect(version.controls.map((control) => control.ref)).toEqual(['C-0001', 'C-0002', 'C-0003']);
    expect((await getBaseline(a, 'a-draft')).baseline.status).toBe('draft');
  });

  it('answers not-found for another organisation’s private baseline, exactly as for a missing one', async () => {
    const { b } = await world();
    const foreign = await getBaseline(b, 'a-private').catch((error: unknown) => error);
    const missing = await getBaseline(b, 'no-such-baseline').catch((error: unknown) => error);
    expect(foreign).toBeInstanceOf(DomainError);
    expect(foreign).toEqual(missing);
    expect((foreign as DomainError).code).toBe('not-found');
  });

  it('hides global drafts but keeps retired global versions readable by id (assessments use them)', async () => {
    const { a } = await world();
    expect(await codeOf(getBaseline(a, 'g-draft'))).toBe('not-found');
    expect((await getBaseline(a, 'g-retired')).baseline.status).toBe('retired');
    expect((await listBaselines(a)).items.map((item) => item.baseline.id)).not.toContain('g-retired');
  });

  it('stores a 2,000-control version as a header and 4 chunks, and loads it back in order', async () => {
    const big = syntheticVersion({ id: 'big', owner: { kind: 'org', tid: 'org-a' }, controls: 2000 });
    const org = await orgFixture('org-a', { baselines: [big] });
    expect(org.store.collection('orgs/org-a/baselines/big/controlChunks')).toHaveLength(4);
    expect(await getBaseline(org, 'big')).toEqual(big);
  });

  it('seeds the library once: a second seed writes nothing', async () => {
    const store = memoryStore();
    expect(await seedGlobalBaselines(store)).toBe(2);
    const commits = store.commits;
    expect(await seedGlobalBaselines(store)).toBe(0);
    expect(store.commits).toBe(commits);
  });
});
