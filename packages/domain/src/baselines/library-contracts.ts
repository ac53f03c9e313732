import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { idOf } from '../ids/index.ts';
import { baselineSummarySchema, baselineVersionSchema, refineBaselineContent } from './baseline.ts';
import { baselineEditSchemas as edit } from './contracts.ts';

const globalRef = z.strictObject({ baselineId: idOf('globalBaseline') });
const globalDraftRef = z.strictObject({ baselineId: idOf('globalBaselineDraft') });

/**
 * The global library, for system admins (`adminUI`): the same changes as `baselines-*`, on
 * `baselines/{id}`, audited in the global log. Organisations see a global version once it is
 * published; global baselines count against no plan.
 */
export const libraryContracts = defineArea('library', {
  /** Every global version, drafts and retired ones included. */
  list: {
    description: 'Every version of the global library, drafts included.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({ items: z.array(baselineSummarySchema) }),
  },
  get: {
    description: 'One global baseline version, draft or not.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: globalRef,
    output: baselineVersionSchema,
  },
  create: {
    description: 'Create a global baseline as a draft.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: edit.createInput,
    output: baselineSummarySchema,
  },
  /** Copies a global version into a new global draft baseline (version 1, new lineage). */
  duplicate: {
    description: 'Copy a global baseline version into a new global draft.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({
      baselineId: idOf('globalBaseline'),
      name: edit.createInput.shape.name.optional(),
    }),
    output: baselineSummarySchema,
  },
  save: {
    description: 'Save the content of a global draft (revision-checked, like baselines-save).',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z
      .strictObject({ baselineId: idOf('globalBaselineDraft'), ...edit.saveFields })
      .superRefine(refineBaselineContent),
    output: baselineSummarySchema,
  },
  newVersion: {
    description: 'Start a new draft version of a published global baseline.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: globalRef,
    output: baselineSummarySchema,
  },
  delete: {
    description: 'Delete a global draft version.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: globalDraftRef,
    output: edit.deleteOutput,
  },
  publish: {
    description: 'Publish a global draft: every organisation can then assess against it.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: z.strictObject({ baselineId: idOf('globalBaselineDraft'), expectedRevision: edit.revisionSchema }),
    output: baselineSummarySchema,
  },
  retire: {
    description: 'Retire a published global version.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: globalRef,
    output: baselineSummarySchema,
  },
  import: {
    description: 'Check a baseline file and import it as a global draft.',
    access: { audience: 'systemAdmin' },
    mutation: true,
    input: edit.importInput,
    output: edit.importOutput,
  },
  export: {
    description: 'Export a global baseline version as JSON, YAML or CSV.',
    access: { audience: 'systemAdmin' },
    mutation: false,
    input: z.strictObject({ baselineId: idOf('globalBaseline'), format: edit.formatSchema }),
    output: edit.exportOutput,
  },
});
