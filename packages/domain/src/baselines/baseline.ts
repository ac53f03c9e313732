import { z } from 'zod';
import type { IssueRule } from '../errors/index.ts';
import { idSchema, isoDateTimeSchema } from '../ids/index.ts';
import { efforts } from '../roadmap/index.ts';
import { humanText } from '../text/index.ts';
import { TAG_PATTERN, TENANT_TAG_MAX } from '../tenants/tenant.ts';
import { translationLocales } from './translations/index.ts';
import type { TranslationLocale } from './translations/index.ts';

// Limits of one baseline version (issue 9). They also bound storage: a version is a header
// document plus its controls in chunks of CONTROLS_PER_CHUNK (see functions/src/data/baselines).
export const BASELINE_NAME_MAX = 200;
export const BASELINE_DESCRIPTION_MAX = 5000;
export const DOMAIN_NAME_MAX = 120;
export const DOMAINS_MAX = 50;
export const CONTROLS_MAX = 2000;
export const CONTROL_TITLE_MAX = 200;
export const CONTROL_TEXT_MAX = 5000;
export const CONTROL_REF_MAX = 32;
export const REFERENCES_MAX = 20;
export const REFERENCE_MAX = 64;
export const CONTROL_TAGS_MAX = 20;
export const WEIGHT_MIN = 1;
export const WEIGHT_MAX = 5;

export const baselineStatuses = ['draft', 'published', 'retired'] as const;
export type BaselineStatus = (typeof baselineStatuses)[number];

/** Frameworks the shipped library cites (a reference may name another, in the same shape). */
export const knownFrameworks = ['ISO27001:2022', 'NIST-CSF-2.0', 'CIS-v8'] as const;

/** `IAM-03`: upper-case letters and digits in dash-separated parts. */
export const CONTROL_REF_PATTERN = /^[A-Z][A-Z0-9]*(?:-[A-Z0-9]+)*$/;
/** `<framework> <clause>`: `ISO27001:2022 A.5.15`, `NIST-CSF-2.0 PR.AA-01`, `CIS-v8 6.3`. */
export const FRAMEWORK_REFERENCE_PATTERN = /^[A-Za-z][A-Za-z0-9.:-]{0,31} [A-Za-z0-9][A-Za-z0-9.()-]{0,31}$/;

export const controlRefSchema = z
  .string()
  .trim()
  .min(1, 'Enter a ref')
  .max(CONTROL_REF_MAX, `At most ${CONTROL_REF_MAX} characters`)
  .regex(CONTROL_REF_PATTERN, 'Use upper-case letters and digits in dash-separated parts, like IAM-03')
  .meta({ examples: ['IAM-03'] });

export const frameworkReferenceSchema = z
  .string()
  .trim()
  .max(REFERENCE_MAX, `At most ${REFERENCE_MAX} characters`)
  .regex(
    FRAMEWORK_REFERENCE_PATTERN,
    'Write a framework id, a space and a clause, like "ISO27001:2022 A.5.15"',
  )
  .meta({ examples: ['ISO27001:2022 A.5.15'] });

/** The framework of a reference: `ISO27001:2022 A.5.15` → `ISO27001:2022`. */
export function frameworkOf(reference: string): string {
  return reference.slice(0, reference.indexOf(' '));
}

/**
 * The id of a domain or control inside one version. Local to the version (not a document id),
 * kept across versions of a lineage so that diffs and assessments pair them.
 */
export const BASELINE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;
export const baselineKeySchema = z
  .string()
  .max(64, 'At most 64 characters')
  .regex(BASELINE_KEY_PATTERN, 'Use letters, digits, dashes and underscores')
  .meta({ examples: ['iam'] });

export const effortSchema = z.enum(efforts);
export const weightSchema = z
  .number()
  .int('Must be a whole number')
  .min(WEIGHT_MIN, `At least ${WEIGHT_MIN}`)
  .max(WEIGHT_MAX, `At most ${WEIGHT_MAX}`);
export const baselineNameSchema = humanText({ min: 1, max: BASELINE_NAME_MAX, required: 'Enter a name' });
export const baselineDescriptionSchema = humanText({ max: BASELINE_DESCRIPTION_MAX, multiline: true });
const controlTagSchema = humanText({ min: 1, max: TENANT_TAG_MAX, required: 'Enter a tag' })
  .toLowerCase()
  .regex(TAG_PATTERN, 'Use lower-case letters, digits and single dashes');

/** Global baselines belong to the platform; private ones to one parent tenant. */
export const baselineOwnerSchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('global') }),
  z.strictObject({ kind: z.literal('org'), tid: idSchema }),
]);
export type BaselineOwner = z.infer<typeof baselineOwnerSchema>;

/** One version of a baseline. Versions of the same baseline share `lineageId`. */
export const baselineSchema = z.strictObject({
  id: idSchema,
  lineageId: idSchema,
  owner: baselineOwnerSchema,
  name: baselineNameSchema,
  description: baselineDescriptionSchema,
  status: z.enum(baselineStatuses),
  version: z.number().int().min(1),
  publishedAt: isoDateTimeSchema.optional(),
  publishedBy: idSchema.optional(),
  /** Bumped by every save of a draft: a save names the revision it edited, so a stale one is refused. */
  revision: z.number().int().min(0),
});
export type Baseline = z.infer<typeof baselineSchema>;

const domainNameSchema = humanText({ min: 1, max: DOMAIN_NAME_MAX, required: 'Enter a name' });
const controlTitleSchema = humanText({ min: 1, max: CONTROL_TITLE_MAX, required: 'Enter a title' });
const controlTextSchema = humanText({ max: CONTROL_TEXT_MAX, multiline: true });
const EMPTY_TRANSLATION = 'Leave out a translation rather than leave it empty';

/**
 * Text per translation language (translations/index.ts): the same text rules and limits as
 * the field it translates; a language that is not one of `translationLocales` (English
 * included: it is the baseline's own) is refused, and so is a language without text.
 */
function perLanguage<T extends z.ZodType>(text: T) {
  const shape = Object.fromEntries(translationLocales.map((locale) => [locale, text.optional()])) as Record<
    TranslationLocale,
    z.ZodOptional<T>
  >;
  return z
    .strictObject(shape, {
      error: (issue) =>
        issue.code === 'unrecognized_keys'
          ? `Translations are in ${translationLocales.join(', ')} only; not ${issue.keys.join(', ')}`
          : undefined,
    })
    .refine((value) => Object.keys(value).length > 0, {
      message: 'Leave out translations rather than leave them empty',
      params: { rule: 'empty-translations' },
      when: (payload) => payload.issues.length === 0,
    });
}

/** Translated text: required where it is given (a language leaves out what it does not translate). */
const translatedText = (max: number, multiline = false) =>
  humanText({ min: 1, max, multiline, required: EMPTY_TRANSLATION });

export const domainTranslationsSchema = perLanguage(
  z.strictObject({ name: translatedText(DOMAIN_NAME_MAX) }),
);

export const controlTranslationsSchema = perLanguage(
  z
    .strictObject({
      title: translatedText(CONTROL_TITLE_MAX).optional(),
      description: translatedText(CONTROL_TEXT_MAX, true).optional(),
      guidance: translatedText(CONTROL_TEXT_MAX, true).optional(),
    })
    .refine((value) => Object.keys(value).length > 0, {
      message: 'Give a title, description or guidance, or leave the language out',
      params: { rule: 'empty-translation' },
    }),
);

export const domainSchema = z.strictObject({
  id: baselineKeySchema,
  name: domainNameSchema,
  order: z
    .number()
    .int()
    .min(0)
    .max(DOMAINS_MAX - 1),
  /** The name in other languages. */
  translations: domainTranslationsSchema.optional(),
});
export type Domain = z.infer<typeof domainSchema>;

export const controlSchema = z.strictObject({
  id: baselineKeySchema,
  ref: controlRefSchema,
  title: controlTitleSchema,
  description: controlTextSchema,
  guidance: controlTextSchema,
  domainId: baselineKeySchema,
  weight: weightSchema,
  effort: effortSchema,
  references: z.array(frameworkReferenceSchema).max(REFERENCES_MAX, `At most ${REFERENCES_MAX} references`),
  tags: z.array(controlTagSchema).max(CONTROL_TAGS_MAX, `At most ${CONTROL_TAGS_MAX} tags`),
  /** Title, description and guidance in other languages; what a translation leaves out reads as the baseline's own. */
  translations: controlTranslationsSchema.optional(),
});
export type Control = z.infer<typeof controlSchema>;

/** What a version holds besides its header. */
export interface BaselineContent {
  domains: Domain[];
  controls: Control[];
}

/** A problem with one baseline version, as an import report shows it. */
export interface BaselineIssue {
  /** `file`: the file as a whole (encoding, size, syntax, CSV columns). */
  section: 'file' | 'baseline' | 'domains' | 'controls';
  /**
   * 1-based position in its section (a CSV file: the spreadsheet row, header = 1); absent for
   * the baseline's own fields, whole lists and the file.
   */
  row?: number;
  field: string;
  rule: string;
  /** The rule as a field issue names it, with its params, for the reader's language (`rule` is English). */
  code?: IssueRule;
}

/** Rules across rows that the row schemas cannot see: unique refs and ids, known domains. */
export function crossRowIssues(content: BaselineContent): BaselineIssue[] {
  const issues: BaselineIssue[] = [];
  const domainIds = new Set<string>();
  content.domains.forEach((domain, index) => {
    if (domainIds.has(domain.id))
      issues.push({
        section: 'domains',
        row: index + 1,
        field: 'id',
        rule: `Domain id "${domain.id}" is used twice`,
        code: { rule: 'used-twice', params: { value: domain.id } },
      });
    domainIds.add(domain.id);
  });
  const refs = new Set<string>();
  const controlIds = new Set<string>();
  content.controls.forEach((control, index) => {
    const row = index + 1;
    if (refs.has(control.ref))
      issues.push({
        section: 'controls',
        row,
        field: 'ref',
        rule: `Ref "${control.ref}" is used twice`,
        code: { rule: 'used-twice', params: { value: control.ref } },
      });
    refs.add(control.ref);
    if (controlIds.has(control.id))
      issues.push({
        section: 'controls',
        row,
        field: 'id',
        rule: `Control id "${control.id}" is used twice`,
        code: { rule: 'used-twice', params: { value: control.id } },
      });
    controlIds.add(control.id);
    if (!domainIds.has(control.domainId))
      issues.push({
        section: 'controls',
        row,
        field: 'domainId',
        rule: `Domain "${control.domainId}" is not a domain of this baseline`,
        code: { rule: 'unknown-domain', params: { value: control.domainId } },
      });
  });
  return issues;
}

const contentShape = {
  domains: z.array(domainSchema).max(DOMAINS_MAX, `At most ${DOMAINS_MAX} domains`),
  controls: z.array(controlSchema).max(CONTROLS_MAX, `At most ${CONTROLS_MAX} controls`),
};

function refineContent(content: BaselineContent, ctx: z.RefinementCtx): void {
  for (const issue of crossRowIssues(content)) {
    ctx.addIssue({
      code: 'custom',
      message: issue.rule,
      ...(issue.code ? { params: { rule: issue.code.rule, ...issue.code.params } } : {}),
      path: [issue.section, (issue.row ?? 1) - 1, issue.field],
    });
  }
}

/** Domains and controls of a version, every rule included. */
export const baselineContentSchema = z.strictObject(contentShape).superRefine(refineContent);

/** The cross-row rules of a version's domains and controls, for schemas that embed `contentShape`. */
export { contentShape as baselineContentShape, refineContent as refineBaselineContent };

/** A whole version: header, domains (in order) and controls. */
export const baselineVersionSchema = z
  .strictObject({ baseline: baselineSchema, ...contentShape })
  .superRefine(refineContent);
export type BaselineVersion = z.infer<typeof baselineVersionSchema>;

/** What a list shows of a version, without its controls. */
export const baselineSummarySchema = z.strictObject({
  baseline: baselineSchema,
  domainCount: z.number().int().min(0).max(DOMAINS_MAX),
  controlCount: z.number().int().min(0).max(CONTROLS_MAX),
});
export type BaselineSummary = z.infer<typeof baselineSummarySchema>;
