import type { AreaCallables } from '../deployed.ts';
import { createBaselineCallable } from './create-baseline.ts';
import { deleteBaselineCallable } from './delete-baseline.ts';
import { duplicateBaselineCallable } from './duplicate-baseline.ts';
import { exportBaselineCallable } from './export-baseline.ts';
import { getBaselineCallable } from './get-baseline.ts';
import { importBaselineCallable } from './import-baseline.ts';
import { listBaselinesCallable } from './list-baselines.ts';
import { newBaselineVersionCallable } from './new-baseline-version.ts';
import { publishBaselineCallable } from './publish-baseline.ts';
import { retireBaselineCallable } from './retire-baseline.ts';
import { saveBaselineCallable } from './save-baseline.ts';

export const baselinesCallables = {
  list: listBaselinesCallable,
  get: getBaselineCallable,
  create: createBaselineCallable,
  duplicate: duplicateBaselineCallable,
  save: saveBaselineCallable,
  newVersion: newBaselineVersionCallable,
  delete: deleteBaselineCallable,
  publish: publishBaselineCallable,
  retire: retireBaselineCallable,
  import: importBaselineCallable,
  export: exportBaselineCallable,
} satisfies AreaCallables<'baselines'>;
