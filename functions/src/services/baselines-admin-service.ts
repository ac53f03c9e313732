// The rules of changing an organisation's private baselines. Every change runs in one
// transaction of the organisation with its audit entry; the plan's private-baseline count sits
// on the organisation document, read and written in the same transaction, so two creates racing
// at the limit cannot both succeed. A version's document id is `<lineage>-v<n>`, so two racing
// "new version" calls cannot both create version n.
import type { ContractParsedInput } from '@assay/domain/contracts';
import type { Baseline, BaselineSummary, BaselineVersion, baselinesContracts } from '@assay/domain/baselines';
import { assertEditable, baselineVersionId, exportBaseline, nextDraftVersion, readBaselineFile, REPORT_ISSUES_MAX } from '@assay/domain/baselines';
import type { BaselineFile } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import type { BaselineHeader } from '../data/baselines/baseline-mapper.ts';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import { getBaseline, summaryOf } from './baselines-service.ts';
import { assertRoom, effectiveLimits } from './limits.ts';

export type CreateBaselineInput = ContractParsedInput<typeof baselinesContracts.create>;
export type SaveBaselineInput = ContractParsedInput<typeof baselinesContracts.save>;
export type ImportBaselineInput = ContractParsedInput<typeof baselinesContracts.import>;
export type ImportBaselineResult = {
  issues: ReturnType<typeof readBaselineFile>['issues'];
  moreIssues: number;
  domainCount: number;
  controlCount: number;
  created: BaselineSummary | null;
};

function notFound(): DomainError {
  return new DomainError('not-found', 'This baseline does not exist or you cannot see it.');
}

async function requireOrganisation(tx: OrgTransaction) {
  const organisation = await tx.organisation.get();
  if (!organisation) throw new DomainError('failed-precondition', 'Your organisation no longer exists.');
  return organisation;
}

/** A private version of the organisation, read in the transaction; global and foreign ids are not-found. */
async function requireHeader(tx: OrgTransaction, baselineId: string): Promise<BaselineHeader> {
  const header = await tx.baselines.header(baselineId);
  if (!header) throw notFound();
  return header;
}

function assertRevision(header: BaselineHeader, expected: number): void {
  if (header.baseline.revision !== expected) {
    throw new DomainError('aborted', 'Someone else saved this draft in the meantime. Reload it to see their changes.', { revision: header.baseline.revision });
  }
}

/** Creates version 1 of a new private baseline (a draft), counted against the plan. */
async function createLineage(org: OrgData, content: Pick<BaselineVersion, 'domains' | 'controls'> & { name: string; description: string }, summary: string): Promise<BaselineSummary> {
  return org.transaction(async (tx) => {
    const organisation = await requireOrganisation(tx);
    assertRoom(effectiveLimits(organisation), 'privateBaselines', organisation.privateBaselineCount);
    const lineageId = tx.baselines.newLineageId();
    const baseline: Baseline = {
      id: baselineVersionId(lineageId, 1),
      lineageId,
      owner: { kind: 'org', tid: org.tid },
      name: content.name,
      description: content.description,
      status: 'draft',
      version: 1,
      revision: 0,
    };
    const version: BaselineVersion = { baseline, domains: content.domains, controls: content.controls };
    tx.baselines.putNew(version);
    tx.organisation.setCounts({ privateBaselineCount: organisation.privateBaselineCount + 1 });
    tx.audit.record({ target: `baseline/${baseline.id}`, summary, subjectName: baseline.name });
    return summaryOf({ baseline, domains: version.domains, controlCount: version.controls.length, chunkCount: 0 });
  });
}

export function createBaseline(org: OrgData, input: CreateBaselineInput): Promise<BaselineSummary> {
  const domains = (input.domains ?? []).map((name, order) => ({ id: `domain-${order + 1}`, name, order }));
  return createLineage(org, { name: input.name, description: input.description ?? '', domains, controls: [] }, 'Created a private baseline');
}

/** Copies any version the organisation can see (global or its own) into a new private draft. */
export async function duplicateBaseline(org: OrgData, input: { baselineId: string; name?: string | undefined }): Promise<BaselineSummary> {
  const source = await getBaseline(org, input.baselineId);
  return createLineage(
    org,
    { name: input.name ?? source.baseline.name, description: source.baseline.description, domains: source.domains, controls: source.controls },
    `Duplicated baseline version ${source.baseline.version} into a private draft`,
  );
}

const savedFields = ['name', 'description', 'domains', 'controls'] as const;

/** Replaces a draft's content if nobody saved since `expectedRevision`; saving the same content writes nothing. */
export async function saveBaseline(org: OrgData, input: SaveBaselineInput): Promise<BaselineSummary> {
  return org.transaction(async (tx) => {
    const header = await requireHeader(tx, input.baselineId);
    assertEditable(header.baseline);
    assertRevision(header, input.expectedRevision);
    const current = await tx.baselines.load(header);
    const next = { name: input.name, description: input.description, domains: input.domains, controls: input.controls };
    const before = { name: current.baseline.name, description: current.baseline.description, domains: current.domains, controls: current.controls };
    const changed = savedFields.filter((field) => JSON.stringify(before[field]) !== JSON.stringify(next[field]));
    if (changed.length === 0) return summaryOf(header);
    const baseline: Baseline = { ...header.baseline, name: input.name, description: input.description, revision: header.baseline.revision + 1 };
    tx.baselines.replace(header, { baseline, domains: input.domains, controls: input.controls });
    tx.audit.record({ target: `baseline/${baseline.id}`, summary: `Saved a draft baseline (${changed.join(', ')})`, subjectName: baseline.name, changedFields: [...changed] });
    return summaryOf({ ...header, baseline, domains: input.domains, controlCount: input.controls.length });
  });
}

/** The next version of a published private baseline, as a draft with the same content. */
export async function newBaselineVersion(org: OrgData, baselineId: string): Promise<BaselineSummary> {
  return org.transaction(async (tx) => {
    const header = await requireHeader(tx, baselineId);
    if (header.baseline.status !== 'published') throw new DomainError('failed-precondition', 'Only a published version can start a new version.');
    const nextId = baselineVersionId(header.baseline.lineageId, header.baseline.version + 1);
    const [existing, published] = await Promise.all([tx.baselines.header(nextId), tx.baselines.load(header)]);
    if (existing) {
      throw new DomainError('already-exists', `Version ${existing.baseline.version} of this baseline already exists (${existing.baseline.status}).`, { baselineId: nextId });
    }
    const draft = nextDraftVersion(published, nextId);
    tx.baselines.putNew(draft);
    tx.audit.record({ target: `baseline/${nextId}`, summary: `Started version ${draft.baseline.version} of a private baseline`, subjectName: draft.baseline.name });
    return summaryOf({ baseline: draft.baseline, domains: draft.domains, controlCount: draft.controls.length, chunkCount: 0 });
  });
}

/** Deletes a draft; the first version of a baseline is the whole baseline, so its place in the plan is freed. */
export async function deleteBaselineDraft(org: OrgData, baselineId: string): Promise<{ baselineId: string }> {
  return org.transaction(async (tx) => {
    const header = await requireHeader(tx, baselineId);
    assertEditable(header.baseline);
    const organisation = header.baseline.version === 1 ? await requireOrganisation(tx) : null;
    tx.baselines.remove(header);
    if (organisation) tx.organisation.setCounts({ privateBaselineCount: Math.max(0, organisation.privateBaselineCount - 1) });
    tx.audit.record({ target: `baseline/${baselineId}`, summary: `Deleted draft version ${header.baseline.version} of a private baseline`, subjectName: header.baseline.name });
    return { baselineId };
  });
}

export async function publishBaseline(org: OrgData, input: { baselineId: string; expectedRevision: number }, actorUid: string, now: Date): Promise<BaselineSummary> {
  return org.transaction(async (tx) => {
    const header = await requireHeader(tx, input.baselineId);
    assertEditable(header.baseline);
    assertRevision(header, input.expectedRevision);
    if (header.controlCount === 0) throw new DomainError('failed-precondition', 'Add at least one control before publishing.');
    const baseline: Baseline = { ...header.baseline, status: 'published', publishedAt: now.toISOString(), publishedBy: actorUid };
    tx.baselines.setBaseline(header, baseline);
    tx.audit.record({ target: `baseline/${baseline.id}`, summary: `Published version ${baseline.version} of a private baseline`, subjectName: baseline.name });
    return summaryOf({ ...header, baseline });
  });
}

/** Retires a published version; retiring twice changes nothing. */
export async function retireBaseline(org: OrgData, baselineId: string): Promise<BaselineSummary> {
  return org.transaction(async (tx) => {
    const header = await requireHeader(tx, baselineId);
    if (header.baseline.status === 'retired') return summaryOf(header);
    if (header.baseline.status !== 'published') throw new DomainError('failed-precondition', 'Only a published version can be retired; delete a draft instead.');
    const baseline: Baseline = { ...header.baseline, status: 'retired' };
    tx.baselines.setBaseline(header, baseline);
    tx.audit.record({ target: `baseline/${baseline.id}`, summary: `Retired version ${baseline.version} of a private baseline`, subjectName: baseline.name });
    return summaryOf({ ...header, baseline });
  });
}

/** Checks a file; unless it is a dry run or has issues, creates a private draft from it. */
export async function importBaseline(org: OrgData, input: ImportBaselineInput): Promise<ImportBaselineResult> {
  const read = readBaselineFile(input.format, input.text, { name: input.name, description: input.description });
  const report = {
    issues: read.issues.slice(0, REPORT_ISSUES_MAX),
    moreIssues: Math.max(0, read.issues.length - REPORT_ISSUES_MAX),
    domainCount: read.content?.domains.length ?? 0,
    controlCount: read.content?.controls.length ?? 0,
  };
  if (!read.document || !read.content || input.dryRun) return { ...report, created: null };
  const created = await createLineage(
    org,
    { name: read.document.name, description: read.document.description, domains: read.content.domains, controls: read.content.controls },
    `Imported a private baseline from ${input.format.toUpperCase()}`,
  );
  return { ...report, created };
}

export async function exportBaselineFile(org: OrgData, input: { baselineId: string; format: 'json' | 'yaml' | 'csv' }): Promise<BaselineFile> {
  return exportBaseline(await getBaseline(org, input.baselineId), input.format);
}
