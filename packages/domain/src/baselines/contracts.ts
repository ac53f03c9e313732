import { z } from 'zod';
import { defineArea } from '../contracts/define.ts';
import { isFieldRule, type FieldRule } from '../errors/index.ts';
import { idOf } from '../ids/index.ts';
import { countOf } from './counts.ts';
import {
  baselineContentShape,
  baselineDescriptionSchema,
  baselineNameSchema,
  baselineSummarySchema,
  baselineVersionSchema,
  domainSchema,
  DOMAINS_MAX,
  refineBaselineContent,
} from './baseline.ts';
import { baselineFileFormats } from './io/document.ts';
import { IMPORT_BYTES_MAX } from './io/limits.ts';

const baselineRef = z.strictObject({ baselineId: idOf('baseline') });
const draftRef = z.strictObject({ baselineId: idOf('baselineDraft') });
const revisionSchema = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER);
const formatSchema = z.enum(baselineFileFormats);

/** A problem of an import, as the report shows it. */
export const baselineIssueSchema = z.strictObject({
  section: z.enum(['file', 'baseline', 'domains', 'controls']),
  row: z.number().int().min(0).optional(),
  field: z.string(),
  rule: z.string(),
  code: z
    .strictObject({
      rule: z.custom<FieldRule>(isFieldRule, 'Not a known field rule'),
      params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    })
    .optional(),
});

/** Private baselines of the organisation against its plan (`max` null: unlimited). */
export const privateBaselineUsageSchema = z.strictObject({
  count: countOf,
  max: countOf.nullable(),
});

/**
 * Inputs and outputs of the changes, shared by the organisation's private baselines
 * (`baselines-*`) and the system admins' global library (`library-*`), which differ only in
 * who may call them and which id kinds they take.
 */
export const baselineEditSchemas = {
  createInput: z.strictObject({
    name: baselineNameSchema,
    description: baselineDescriptionSchema.optional(),
    /** Domain names, in order. */
    domains: z.array(domainSchema.shape.name).max(DOMAINS_MAX, `At most ${DOMAINS_MAX} domains`).optional(),
  }),
  saveFields: {
    expectedRevision: revisionSchema,
    name: baselineNameSchema,
    description: baselineDescriptionSchema,
    ...baselineContentShape,
  },
  revisionSchema,
  formatSchema,
  importInput: z.strictObject({
    format: formatSchema,
    text: z.string().max(IMPORT_BYTES_MAX, `Files up to ${IMPORT_BYTES_MAX / 1_000_000} MB can be imported`),
    dryRun: z.boolean(),
    name: baselineNameSchema.optional(),
    description: baselineDescriptionSchema.optional(),
  }),
  importOutput: z.strictObject({
    /** The first issues of the report (at most REPORT_ISSUES_MAX). */
    issues: z.array(baselineIssueSchema),
    /** Issues beyond those listed. */
    moreIssues: countOf,
    domainCount: countOf,
    controlCount: countOf,
    /** The draft created; null on a dry run or with issues. */
    created: baselineSummarySchema.nullable(),
  }),
  deleteOutput: z.strictObject({ baselineId: z.string() }),
  exportOutput: z.strictObject({ fileName: z.string(), mediaType: z.string(), text: z.string() }),
} as const;

const edit = baselineEditSchemas;

/**
 * Mutations of private baselines are for the organisation's owner and admins; they act on
 * `orgs/{tid}/baselines` only, so a global or foreign id is not-found. Published and retired
 * versions never change (failed-precondition).
 */
export const baselinesContracts = defineArea('baselines', {
  /**
   * The library a member can assess against: every published global baseline and every
   * version of the organisation's private baselines (all statuses). Not paged: both sets are
   * small (plan limits, curated global library). `privateBaselines` lets the UI warn before
   * the plan's limit is reached.
   */
  list: {
    description: 'The published global baselines and the organisation’s private baselines.',
    api: { path: '/baselines' },
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({}),
    output: z.strictObject({
      items: z.array(baselineSummarySchema),
      privateBaselines: privateBaselineUsageSchema,
    }),
  },

  /** One version with its domains and controls; another organisation's private baseline is not-found. */
  get: {
    description: 'One baseline version with its domains and controls.',
    api: { path: '/baselines/{baselineId}' },
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: baselineRef,
    output: baselineVersionSchema,
  },

  /** A new private baseline: version 1, draft, with the given domains and no controls. resource-exhausted (details.limit = privateBaselines) at the plan limit. */
  create: {
    description: 'Create a private baseline as a draft.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: edit.createInput,
    output: baselineSummarySchema,
  },

  /** Copies any visible version (global or private) into a new private draft baseline (version 1, new lineage); counts against the plan. */
  duplicate: {
    description: 'Copy a baseline version into a new private draft.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ baselineId: idOf('baseline'), name: baselineNameSchema.optional() }),
    output: baselineSummarySchema,
  },

  /**
   * Replaces a draft's name, description, domains and controls (autosave). `expectedRevision`
   * is the revision the editor started from: when someone saved in between, the call is
   * `aborted` with details.revision = the current one, and nothing is written.
   */
  save: {
    description: 'Save the content of a draft baseline version.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z
      .strictObject({ baselineId: idOf('baselineDraft'), ...edit.saveFields })
      .superRefine(refineBaselineContent),
    output: baselineSummarySchema,
  },

  /** Starts the next version of a published private baseline: a draft, same lineage, version + 1 (already-exists when that version exists). */
  newVersion: {
    description: 'Start a new draft version of a published baseline.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: baselineRef,
    output: baselineSummarySchema,
  },

  /** Deletes a draft version; deleting the only version of a baseline frees its place in the plan. */
  delete: {
    description: 'Delete a draft baseline version.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: draftRef,
    output: edit.deleteOutput,
  },

  /** Publishes a draft: it can be assessed against and never changes again. Needs at least one control. */
  publish: {
    description: 'Publish a draft baseline version.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: z.strictObject({ baselineId: idOf('baselineDraft'), expectedRevision: revisionSchema }),
    output: baselineSummarySchema,
  },

  /** Retires a published version: assessments that use it keep working, new ones cannot pick it. Idempotent. */
  retire: {
    description: 'Retire a published baseline version.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: baselineRef,
    output: baselineSummarySchema,
  },

  /**
   * Reads a JSON, YAML or CSV file (columns in packages/domain/README.md). With `dryRun`, or
   * when the report has issues, nothing is written; otherwise a new private draft is created
   * (counted against the plan). `name`/`description` replace the file's (a CSV file needs `name`).
   */
  import: {
    description: 'Check a baseline file and import it as a private draft.',
    access: { audience: 'member', minRole: 'admin' },
    mutation: true,
    input: edit.importInput,
    output: edit.importOutput,
  },

  /** Any visible version as a file that imports back to identical content. */
  export: {
    description: 'Export a baseline version as JSON, YAML or CSV.',
    access: { audience: 'member', minRole: 'viewer' },
    mutation: false,
    input: z.strictObject({ baselineId: idOf('baseline'), format: formatSchema }),
    output: edit.exportOutput,
  },
});
