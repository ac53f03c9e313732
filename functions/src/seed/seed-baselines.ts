// The shipped library (@assay/domain/baselines) into a store, idempotently: a version whose
// header exists is left alone, so re-seeding never rewrites a published version.
import { globalBaselines } from '@assay/domain/baselines';
import type { BaselineVersion } from '@assay/domain/baselines';
import { baselineWrites } from '../data/baselines/baselines.ts';
import type { Store } from '../data/store/store.ts';

/** Writes each missing version (header + chunks in one transaction); returns how many were written. */
export async function seedGlobalBaselines(
  store: Store,
  versions: readonly BaselineVersion[] = globalBaselines,
): Promise<number> {
  let written = 0;
  for (const version of versions) {
    const created = await store.transaction(async (uow) => {
      const library = baselineWrites(uow, { kind: 'global' });
      if (await library.header(version.baseline.id)) return false;
      library.putNew(version);
      return true;
    });
    if (created) written += 1;
  }
  return written;
}
