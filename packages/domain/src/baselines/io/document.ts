// The portable form of a baseline version: what an exported file holds and an imported one
// must hold. Controls name their domain by name (what people write); ids are optional (an
// export carries them, so that export → import gives identical content; an import without
// them gets ids derived from the refs and domain positions).
import { z } from 'zod';
import { uniquenessKey } from '../../text/index.ts';
import {
  baselineDescriptionSchema,
  baselineKeySchema,
  baselineNameSchema,
  controlSchema,
  crossRowIssues,
  domainSchema,
  domainTranslationsSchema,
  CONTROLS_MAX,
  DOMAINS_MAX,
} from '../baseline.ts';
import type { BaselineContent, BaselineIssue, BaselineVersion, Control, Domain } from '../baseline.ts';

export const baselineFileFormats = ['json', 'yaml', 'csv'] as const;
export type BaselineFileFormat = (typeof baselineFileFormats)[number];

const { shape: control } = controlSchema;

export const portableDomainSchema = z.strictObject({
  id: baselineKeySchema.optional(),
  name: domainSchema.shape.name,
  translations: domainTranslationsSchema.optional(),
});

export const portableControlSchema = z.strictObject({
  id: baselineKeySchema.optional(),
  ref: control.ref,
  title: control.title,
  /** The name of one of the file's domains. */
  domain: domainSchema.shape.name,
  /** That domain's id: it tells apart domains that share a name (exports carry it). */
  domainId: baselineKeySchema.optional(),
  weight: control.weight,
  effort: control.effort,
  description: control.description.default(''),
  guidance: control.guidance.default(''),
  references: control.references.default([]),
  tags: control.tags.default([]),
  translations: control.translations,
});

export const portableBaselineSchema = z.strictObject({
  name: baselineNameSchema,
  description: baselineDescriptionSchema.default(''),
  domains: z.array(portableDomainSchema).max(DOMAINS_MAX, `At most ${DOMAINS_MAX} domains`),
  controls: z.array(portableControlSchema).max(CONTROLS_MAX, `At most ${CONTROLS_MAX} controls`),
});
export type PortableBaseline = z.output<typeof portableBaselineSchema>;
export type PortableControl = PortableBaseline['controls'][number];

/** The portable form of a version (ids included). */
export function portableOf(
  version: Pick<BaselineVersion, 'baseline' | 'domains' | 'controls'>,
): PortableBaseline {
  const names = new Map(version.domains.map((domain) => [domain.id, domain.name]));
  return {
    name: version.baseline.name,
    description: version.baseline.description,
    domains: [...version.domains]
      .sort((a, b) => a.order - b.order)
      .map((domain) => ({
        id: domain.id,
        name: domain.name,
        ...(domain.translations ? { translations: domain.translations } : {}),
      })),
    controls: version.controls.map((c) => ({
      id: c.id,
      ref: c.ref,
      title: c.title,
      domain: names.get(c.domainId) ?? c.domainId,
      domainId: c.domainId,
      weight: c.weight,
      effort: c.effort,
      description: c.description,
      guidance: c.guidance,
      references: [...c.references],
      tags: [...c.tags],
      ...(c.translations ? { translations: c.translations } : {}),
    })),
  };
}

/** Where each item of a portable document came from, for the report (CSV: spreadsheet rows). */
export interface RowNumbers {
  domains: (index: number) => number;
  controls: (index: number) => number;
}

export const itemRows: RowNumbers = { domains: (index) => index + 1, controls: (index) => index + 1 };

/**
 * The domain a control names: by `domainId` when it gives one (it must be a listed domain of
 * that name), else by a name that only one listed domain has. Null after pushing the issue.
 */
function domainOfControl(
  c: PortableControl,
  domains: readonly Domain[],
  row: number,
  issues: BaselineIssue[],
): string | null {
  const named = domains.filter((domain) => uniquenessKey(domain.name) === uniquenessKey(c.domain));
  if (c.domainId !== undefined) {
    const byId = domains.find((domain) => domain.id === c.domainId);
    if (!byId)
      issues.push({
        section: 'controls',
        row,
        field: 'domainId',
        rule: `Domain id "${c.domainId}" is not one of the baseline's domains`,
      });
    else if (!named.includes(byId))
      issues.push({
        section: 'controls',
        row,
        field: 'domain',
        rule: `Domain id "${c.domainId}" is the domain "${byId.name}", not "${c.domain}"; change or remove the domain id to move the control`,
      });
    return byId && named.includes(byId) ? byId.id : null;
  }
  if (named.length === 1) return named[0]!.id;
  issues.push({
    section: 'controls',
    row,
    field: 'domain',
    rule:
      named.length === 0
        ? `Domain "${c.domain}" is not one of the baseline's domains`
        : `${named.length} domains are named "${c.domain}"; give the domain id to say which`,
  });
  return null;
}

/**
 * The content of a valid portable document, or the issues that stop it: controls whose domain
 * is unknown or ambiguous (two domains may share a name; the domain id tells them apart), then
 * the version's own rules (unique refs and ids). Row numbers follow `rows`.
 */
export function contentOf(
  document: PortableBaseline,
  rows: RowNumbers = itemRows,
): { content: BaselineContent | null; issues: BaselineIssue[] } {
  const issues: BaselineIssue[] = [];
  const domains: Domain[] = document.domains.map((domain, index) => ({
    id: domain.id ?? `domain-${index + 1}`,
    name: domain.name,
    order: index,
    ...(domain.translations ? { translations: domain.translations } : {}),
  }));
  const controls: Control[] = document.controls.map((c, index) => {
    const domainId = domainOfControl(c, domains, rows.controls(index), issues);
    const { domain: _name, domainId: _id, id, ...rest } = c;
    return { ...rest, id: id ?? c.ref.toLowerCase(), domainId: domainId ?? '' };
  });
  if (issues.length > 0) return { content: null, issues };
  const content = { domains, controls };
  // Cross-row rules number items by position; translate to the document's rows.
  // An id derived from the ref repeats exactly when the ref does: report the ref only.
  const derivedIds = new Set(
    document.controls.flatMap((c, index) => (c.id === undefined ? [index + 1] : [])),
  );
  const reported = crossRowIssues(content).filter(
    (issue) =>
      !(
        issue.section === 'controls' &&
        issue.field === 'id' &&
        issue.row !== undefined &&
        derivedIds.has(issue.row)
      ),
  );
  const crossRow = reported.map((issue) => {
    if (issue.row === undefined) return issue;
    if (issue.section === 'domains') return { ...issue, row: rows.domains(issue.row - 1) };
    if (issue.section === 'controls') return { ...issue, row: rows.controls(issue.row - 1) };
    return issue;
  });
  return crossRow.length > 0 ? { content: null, issues: crossRow } : { content, issues: [] };
}
