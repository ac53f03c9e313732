import type { AreaCallables } from '../deployed.ts';
import { createGlobalBaselineCallable } from './create-global-baseline.ts';
import { deleteGlobalBaselineCallable } from './delete-global-baseline.ts';
import { duplicateGlobalBaselineCallable } from './duplicate-global-baseline.ts';
import { exportGlobalBaselineCallable } from './export-global-baseline.ts';
import { getGlobalBaselineCallable } from './get-global-baseline.ts';
import { importGlobalBaselineCallable } from './import-global-baseline.ts';
import { listGlobalBaselinesCallable } from './list-global-baselines.ts';
import { newGlobalBaselineVersionCallable } from './new-global-baseline-version.ts';
import { publishGlobalBaselineCallable } from './publish-global-baseline.ts';
import { retireGlobalBaselineCallable } from './retire-global-baseline.ts';
import { saveGlobalBaselineCallable } from './save-global-baseline.ts';

/** The global library, for system admins. */
export const libraryCallables = {
  list: listGlobalBaselinesCallable,
  get: getGlobalBaselineCallable,
  create: createGlobalBaselineCallable,
  duplicate: duplicateGlobalBaselineCallable,
  save: saveGlobalBaselineCallable,
  newVersion: newGlobalBaselineVersionCallable,
  delete: deleteGlobalBaselineCallable,
  publish: publishGlobalBaselineCallable,
  retire: retireGlobalBaselineCallable,
  import: importGlobalBaselineCallable,
  export: exportGlobalBaselineCallable,
} satisfies AreaCallables<'library'>;
