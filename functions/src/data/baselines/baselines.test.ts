import { describe, expect, it } from 'vitest';
import type { BaselineVersion } from '@assay/domain/baselines';
import { memoryStore } from '../store/memory-store.ts';
import type { UnitOfWork } from '../store/store.ts';
import { baselineHeaderDoc, baselineWrites } from './baselines.ts';
import { syntheticVersion } from '../../../test/support/synthetic-baselines.ts';

const owner = { kind: 'org', tid: 'org-a' } as const;

/** A store holding one 2,000-control draft (4 chunks of 500), and the paths each transaction sets. */
async function stored() {
  const store = memoryStore();
  const version = syntheticVersion({ id: 'big-v1', owner, controls: 2000, status: 'draft' });
  await store.transaction((uow) => Promise.resolve(baselineWrites(uow, owner).putNew(version)));
  const transaction = async (work: (writes: ReturnType<typeof baselineWrites>) => Promise<void>) => {
    const paths: string[] = [];
    await store.transaction((uow) => {
      const recording: UnitOfWork = {
        ...uow,
        set: (doc, value) => (paths.push(doc.path), uow.set(doc, value)),
      };
      return work(baselineWrites(recording, owner));
    });
    return paths;
  };
  const read = async () => {
    let version: BaselineVersion | undefined;
    await store.transaction(async (uow) => {
      const writes = baselineWrites(uow, owner);
      version = await writes.load((await writes.header('big-v1'))!);
    });
    return version!;
  };
  return { version, transaction, read };
}

describe('baseline writes', () => {
  it('saves an edit of one control of a 2,000-control draft as the header and that control’s chunk only', async () => {
    const { version, transaction, read } = await stored();
    const controls = version.controls.map((control, index) =>
      index === 1234 ? { ...control, title: 'Edited title' } : control,
    );
    const paths = await transaction(async (writes) => {
      const header = (await writes.header('big-v1'))!;
      await writes.load(header);
      writes.replace(header, { ...version, controls });
    });
    expect(paths).toEqual(['orgs/org-a/baselines/big-v1', 'orgs/org-a/baselines/big-v1/controlChunks/2']);
    expect((await read()).controls).toEqual(controls);
  });

  it('writes every chunk when the transaction did not read them first', async () => {
    const { version, transaction, read } = await stored();
    const controls = version.controls.map((control, index) =>
      index === 0 ? { ...control, title: 'Edited title' } : control,
    );
    const paths = await transaction(async (writes) => {
      const header = (await writes.header('big-v1'))!;
      writes.replace(header, { ...version, controls });
    });
    expect(paths.filter((path) => path.includes('/controlChunks/'))).toHaveLength(4);
    expect(paths).toContain(baselineHeaderDoc(owner, 'big-v1').path);
    expect((await read()).controls).toEqual(controls);
  });
});
