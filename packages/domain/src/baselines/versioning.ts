import { DomainError } from '../errors/index.ts';
import {
  baselineSchema,
  crossRowIssues,
  controlSchema,
  domainSchema,
  CONTROLS_MAX,
  DOMAINS_MAX,
} from './baseline.ts';
import type { Baseline, BaselineIssue, BaselineVersion, Control, Domain } from './baseline.ts';

/**
 * Every problem of a version, as rows of a report (section, 1-based row, field, rule): the
 * row schemas, the list limits and the rules across rows. Empty when the version is valid.
 */
export function validateBaselineVersion(version: {
  baseline: unknown;
  domains: readonly unknown[];
  controls: readonly unknown[];
}): BaselineIssue[] {
  const issues: BaselineIssue[] = [];
  const header = baselineSchema.safeParse(version.baseline);
  if (!header.success)
    for (const issue of header.error.issues)
      issues.push({ section: 'baseline', field: issue.path.join('.'), rule: issue.message });
  if (version.domains.length > DOMAINS_MAX)
    issues.push({ section: 'domains', field: 'domains', rule: `At most ${DOMAINS_MAX} domains` });
  if (version.controls.length > CONTROLS_MAX)
    issues.push({ section: 'controls', field: 'controls', rule: `At most ${CONTROLS_MAX} controls` });
  const domains: Domain[] = [];
  version.domains.forEach((row, index) => {
    const parsed = domainSchema.safeParse(row);
    if (parsed.success) domains.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        issues.push({ section: 'domains', row: index + 1, field: issue.path.join('.'), rule: issue.message });
  });
  const controls: Control[] = [];
  version.controls.forEach((row, index) => {
    const parsed = controlSchema.safeParse(row);
    if (parsed.success) controls.push(parsed.data);
    else
      for (const issue of parsed.error.issues)
        issues.push({
          section: 'controls',
          row: index + 1,
          field: issue.path.join('.'),
          rule: issue.message,
        });
  });
  // Cross-row rules only over rows that parsed, keeping their original row numbers.
  if (domains.length === version.domains.length && controls.length === version.controls.length)
    issues.push(...crossRowIssues({ domains, controls }));
  return issues;
}

/**
 * The id of version `version` of a lineage (`esh-v1`): one id per lineage and version, so two
 * racing "new version" calls cannot both create version n.
 */
export function baselineVersionId(lineageId: string, version: number): string {
  return `${lineageId}-v${version}`;
}

/** Published and retired versions never change; only a draft can be edited. */
export function assertEditable(baseline: Pick<Baseline, 'status' | 'version'>): void {
  if (baseline.status !== 'draft') {
    throw new DomainError(
      'failed-precondition',
      `Version ${baseline.version} is ${baseline.status} and can no longer change; edit a new draft version instead`,
      { reason: 'version-not-draft' },
    );
  }
}

/**
 * The draft that editing a published version starts: same lineage, version + 1, the same
 * domains and controls (same ids, so the next diff pairs them), not published yet.
 */
export function nextDraftVersion(published: BaselineVersion, newId: string): BaselineVersion {
  if (published.baseline.status !== 'published') {
    throw new DomainError('failed-precondition', 'Only a published version can start a new draft', {
      reason: 'version-not-published',
    });
  }
  const { publishedAt: _at, publishedBy: _by, ...header } = published.baseline;
  return {
    baseline: { ...header, id: newId, status: 'draft', version: published.baseline.version + 1, revision: 0 },
    domains: published.domains.map((domain) => ({ ...domain })),
    controls: published.controls.map((control) => ({
      ...control,
      references: [...control.references],
      tags: [...control.tags],
    })),
  };
}
