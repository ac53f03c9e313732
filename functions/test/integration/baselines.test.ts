// baselines-list and baselines-get over HTTP against the emulators: the shipped library, an
// organisation's private baseline, and the refusal of another organisation's one.
import { beforeAll, describe, expect, it } from 'vitest';
import { globalBaselines } from '@assay/domain/baselines';
import type { BaselineSummary, BaselineVersion } from '@assay/domain/baselines';
import { firestoreStore } from '../../src/data/store/firestore-store.ts';
import { seedGlobalBaselines } from '../../src/seed/seed-baselines.ts';
import { adminDb, callFunction, callOk } from './support/emulators.ts';
import { addPrivateBaseline, createWorld } from './support/world.ts';
import type { World } from './support/world.ts';

let world: World;
let bigA: string;

beforeAll(async () => {
  await seedGlobalBaselines(firestoreStore(adminDb()));
  world = await createWorld();
  bigA = await addPrivateBaseline(world.orgA, 1200);
});

const ids = (page: { items: BaselineSummary[] }) => page.items.map((item) => item.baseline.id);

describe('baselines-list', () => {
  it('gives a viewer the published global library and their organisation’s private baselines', async () => {
    const page = await callOk<{ items: BaselineSummary[] }>(
      'baselines-list',
      {},
      world.users.viewerA.idToken,
    );
    for (const version of globalBaselines) expect(ids(page)).toContain(version.baseline.id);
    expect(ids(page)).toEqual(expect.arrayContaining([world.baselineA, bigA]));
    const big = page.items.find((item) => item.baseline.id === bigA);
    expect(big).toMatchObject({
      controlCount: 1200,
      domainCount: 8,
      baseline: { owner: { kind: 'org', tid: world.orgA.id } },
    });
  });

  it('shows another organisation only the library and its own private baselines', async () => {
    const page = await callOk<{ items: BaselineSummary[] }>('baselines-list', {}, world.users.ownerB.idToken);
    expect(ids(page)).not.toContain(world.baselineA);
    expect(ids(page)).toContain(world.baselineB);
    const owners = new Set(
      page.items.map((item) => (item.baseline.owner.kind === 'global' ? 'global' : item.baseline.owner.tid)),
    );
    expect([...owners].sort()).toEqual(['global', world.orgB.id].sort());
  });

  it('refuses a shared user', async () => {
    const outcome = await callFunction('baselines-list', {}, world.users.shared.idToken);
    expect(outcome.ok ? 'ok' : outcome.code).toBe('permission-denied');
  });
});

describe('baselines-get', () => {
  it('returns a global baseline exactly as shipped', async () => {
    const shipped = globalBaselines[0];
    const version = await callOk<BaselineVersion>(
      'baselines-get',
      { baselineId: shipped?.baseline.id },
      world.users.viewerA.idToken,
    );
    expect(version).toEqual(shipped);
  });

  it('returns the organisation’s private baseline with every control, in order, across chunks', async () => {
    const version = await callOk<BaselineVersion>(
      'baselines-get',
      { baselineId: bigA },
      world.users.editorA.idToken,
    );
    expect(version.controls).toHaveLength(1200);
    expect(version.controls.map((control) => control.ref).slice(498, 502)).toEqual([
      'C-0499',
      'C-0500',
      'C-0501',
      'C-0502',
    ]);
  });

  it('answers not-found for another organisation’s private baseline, the same as for a missing id', async () => {
    const foreign = await callFunction(
      'baselines-get',
      { baselineId: world.baselineA },
      world.users.ownerB.idToken,
    );
    const missing = await callFunction(
      'baselines-get',
      { baselineId: 'no-such-baseline' },
      world.users.ownerB.idToken,
    );
    expect(foreign.ok ? 'ok' : foreign.code).toBe('not-found');
    expect(foreign).toEqual(missing);
  });
});
