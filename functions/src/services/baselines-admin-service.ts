// The rules of changing baselines, for one owner at a time: an organisation's private
// baselines (`orgScope`, baselines-* callables) or the global library (`globalScope` in
// library-service.ts, library-* callables). Every change runs in one transaction with its
// audit entry. For an organisation, the plan's private-baseline count sits on the organisation
// document, read and written in the same transaction, so two creates racing at the limit cannot
// both succeed. A version's document id is `<lineage>-v<n>`, so two racing "new version" calls
// cannot both create version n.
import type { ContractParsedInput } from '@assay/domain/contracts';
import type {
  Baseline,
  BaselineOwner,
  BaselineSummary,
  BaselineVersion,
  baselinesContracts,
} from '@assay/domain/baselines';
import {
  assertEditable,
  baselineVersionId,
  exportBaseline,
  nextDraftVersion,
  readBaselineFile,
  REPORT_ISSUES_MAX,
} from '@assay/domain/baselines';
import type { BaselineFile } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import type { AuditWrites } from '../data/audit/audit.ts';
import type { BaselineHeader } from '../data/baselines/baseline-mapper.ts';
import type { BaselineWrites } from '../data/baselines/baselines.ts';
import type { OrgData } from '../data/org-data.ts';
import { getBaseline, summaryOf } from './baselines-service.ts';
import { assertRoom, effectiveLimits } from './limits.ts';

/** How many baselines (lineages) an owner has, where a plan counts them. */
export interface LineageCounter {
  /** Throws resource-exhausted when the plan has no room, else counts one more. */
  add(): void;
  remove(): void;
}

export interface BaselineScopeTransaction {
  baselines: BaselineWrites;
  audit: AuditWrites;
  /** Reads the owner's count (all reads come before writes); null where nothing is counted. */
  lineages(): Promise<LineageCounter | null>;
}

/** One owner's baselines: where versions are written, and which versions it may copy or export. */
export interface BaselineScope {
  owner: BaselineOwner;
  /** Says "private" or "global" in audit summaries. */
  label: string;
  /** A version this scope may read (to duplicate or export); not-found otherwise. */
  readable(baselineId: string): Promise<BaselineVersion>;
  transaction<T>(work: (tx: BaselineScopeTransaction) => Promise<T>): Promise<T>;
}

/** The organisation's private baselines, counted against its plan; it may copy any version it can see. */
export function orgScope(org: OrgData): BaselineScope {
  return {
    owner: { kind: 'org', tid: org.tid },
    label: 'private',
    readable: (baselineId) => getBaseline(org, baselineId),
    transaction: (work) =>
      org.transaction((tx) =>
        work({
          baselines: tx.baselines,
          audit: tx.audit,
          async lineages() {
            const organisation = await tx.organisation.get();
            if (!organisation)
              throw new DomainError('failed-precondition', 'Your organisation no longer exists.', {
                reason: 'organisation-gone',
              });
            return {
              add() {
                assertRoom(
                  effectiveLimits(organisation, org.now),
                  'privateBaselines',
                  organisation.privateBaselineCount,
                );
                tx.organisation.setCounts({ privateBaselineCount: organisation.privateBaselineCount + 1 });
              },
              remove: () =>
                tx.organisation.setCounts({
                  privateBaselineCount: Math.max(0, organisation.privateBaselineCount - 1),
                }),
            };
          },
        }),
      ),
  };
}

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
  return new DomainError('not-found', 'This baseline does not exist or you cannot see it.', {
    reason: 'baseline-not-found',
  });
}

/** A version of the scope's owner, read in the transaction; any other owner's id is not-found. */
async function requireHeader(tx: BaselineScopeTransaction, baselineId: string): Promise<BaselineHeader> {
  const header = await tx.baselines.header(baselineId);
  if (!header) throw notFound();
  return header;
}

function assertRevision(header: BaselineHeader, expected: number): void {
  if (header.baseline.revision !== expected) {
    throw new DomainError(
      'aborted',
      'Someone else saved this draft in the meantime. Reload it to see their changes.',
      { revision: header.baseline.revision },
    );
  }
}

/** Creates version 1 of a new baseline (a draft) of the scope's owner, counted where a plan counts. */
async function createLineage(
  scope: BaselineScope,
  content: Pick<BaselineVersion, 'domains' | 'controls'> & { name: string; description: string },
  summary: string,
): Promise<BaselineSummary> {
  return scope.transaction(async (tx) => {
    const lineages = await tx.lineages();
    lineages?.add();
    const lineageId = tx.baselines.newLineageId();
    const baseline: Baseline = {
      id: baselineVersionId(lineageId, 1),
      lineageId,
      owner: scope.owner,
      name: content.name,
      description: content.description,
      status: 'draft',
      version: 1,
      revision: 0,
    };
    const version: BaselineVersion = { baseline, domains: content.domains, controls: content.controls };
    tx.baselines.putNew(version);
    tx.audit.record({ target: `baseline/${baseline.id}`, summary, subjectName: baseline.name });
    return summaryOf({
      baseline,
      domains: version.domains,
      controlCount: version.controls.length,
      chunkCount: 0,
    });
  });
}

export function createBaseline(scope: BaselineScope, input: CreateBaselineInput): Promise<BaselineSummary> {
  const domains = (input.domains ?? []).map((name, order) => ({ id: `domain-${order + 1}`, name, order }));
  return createLineage(
    scope,
    { name: input.name, description: input.description ?? '', domains, controls: [] },
    `Created a ${scope.label} baseline`,
  );
}

/** Copies a version the scope may read (an organisation: any it can see) into a new draft baseline. */
export async function duplicateBaseline(
  scope: BaselineScope,
  input: { baselineId: string; name?: string | undefined },
): Promise<BaselineSummary> {
  const source = await scope.readable(input.baselineId);
  return createLineage(
    scope,
    {
      name: input.name ?? source.baseline.name,
      description: source.baseline.description,
      domains: source.domains,
      controls: source.controls,
    },
    `Duplicated baseline version ${source.baseline.version} into a ${scope.label} draft`,
  );
}

const savedFields = ['name', 'description', 'domains', 'controls'] as const;

/** Replaces a draft's content if nobody saved since `expectedRevision`; saving the same content writes nothing. */
export async function saveBaseline(scope: BaselineScope, input: SaveBaselineInput): Promise<BaselineSummary> {
  return scope.transaction(async (tx) => {
    const header = await requireHeader(tx, input.baselineId);
    assertEditable(header.baseline);
    assertRevision(header, input.expectedRevision);
    const current = await tx.baselines.load(header);
    const next = {
      name: input.name,
      description: input.description,
      domains: input.domains,
      controls: input.controls,
    };
    const before = {
      name: current.baseline.name,
      description: current.baseline.description,
      domains: current.domains,
      controls: current.controls,
    };
    const changed = savedFields.filter(
      (field) => JSON.stringify(before[field]) !== JSON.stringify(next[field]),
    );
    if (changed.length === 0) return summaryOf(header);
    const baseline: Baseline = {
      ...header.baseline,
      name: input.name,
      description: input.description,
      revision: header.baseline.revision + 1,
    };
    tx.baselines.replace(header, { baseline, domains: input.domains, controls: input.controls });
    tx.audit.record({
      target: `baseline/${baseline.id}`,
      summary: `Saved a ${scope.label} draft baseline (${changed.join(', ')})`,
      subjectName: baseline.name,
      changedFields: [...changed],
    });
    return summaryOf({ ...header, baseline, domains: input.domains, controlCount: input.controls.length });
  });
}

/** The next version of a published baseline, as a draft with the same content. */
export async function newBaselineVersion(scope: BaselineScope, baselineId: string): Promise<BaselineSummary> {
  return scope.transaction(async (tx) => {
    const header = await requireHeader(tx, baselineId);
    if (header.baseline.status !== 'published')
      throw new DomainError('failed-precondition', 'Only a published version can start a new version.', {
        reason: 'version-not-published',
      });
    const nextId = baselineVersionId(header.baseline.lineageId, header.baseline.version + 1);
    const [existing, published] = await Promise.all([tx.baselines.header(nextId), tx.baselines.load(header)]);
    if (existing) {
      throw new DomainError(
        'already-exists',
        `Version ${existing.baseline.version} of this baseline already exists (${existing.baseline.status}).`,
        { reason: 'version-exists', baselineId: nextId },
      );
    }
    const draft = nextDraftVersion(published, nextId);
    tx.baselines.putNew(draft);
    tx.audit.record({
      target: `baseline/${nextId}`,
      summary: `Started version ${draft.baseline.version} of a ${scope.label} baseline`,
      subjectName: draft.baseline.name,
    });
    return summaryOf({
      baseline: draft.baseline,
      domains: draft.domains,
      controlCount: draft.controls.length,
      chunkCount: 0,
    });
  });
}

/** Deletes a draft; the first version of a baseline is the whole baseline, so its place in the plan is freed. */
export async function deleteBaselineDraft(
  scope: BaselineScope,
  baselineId: string,
): Promise<{ baselineId: string }> {
  return scope.transaction(async (tx) => {
    const header = await requireHeader(tx, baselineId);
    assertEditable(header.baseline);
    const lineages = header.baseline.version === 1 ? await tx.lineages() : null;
    tx.baselines.remove(header);
    lineages?.remove();
    tx.audit.record({
      target: `baseline/${baselineId}`,
      summary: `Deleted draft version ${header.baseline.version} of a ${scope.label} baseline`,
      subjectName: header.baseline.name,
    });
    return { baselineId };
  });
}

export async function publishBaseline(
  scope: BaselineScope,
  input: { baselineId: string; expectedRevision: number },
  actorUid: string,
  now: Date,
): Promise<BaselineSummary> {
  return scope.transaction(async (tx) => {
    const header = await requireHeader(tx, input.baselineId);
    assertEditable(header.baseline);
    assertRevision(header, input.expectedRevision);
    if (header.controlCount === 0)
      throw new DomainError('failed-precondition', 'Add at least one control before publishing.', {
        reason: 'version-empty',
      });
    const baseline: Baseline = {
      ...header.baseline,
      status: 'published',
      publishedAt: now.toISOString(),
      publishedBy: actorUid,
    };
    tx.baselines.setBaseline(header, baseline);
    tx.audit.record({
      target: `baseline/${baseline.id}`,
      summary: `Published version ${baseline.version} of a ${scope.label} baseline`,
      subjectName: baseline.name,
    });
    return summaryOf({ ...header, baseline });
  });
}

/** Retires a published version; retiring twice changes nothing. */
export async function retireBaseline(scope: BaselineScope, baselineId: string): Promise<BaselineSummary> {
  return scope.transaction(async (tx) => {
    const header = await requireHeader(tx, baselineId);
    if (header.baseline.status === 'retired') return summaryOf(header);
    if (header.baseline.status !== 'published')
      throw new DomainError(
        'failed-precondition',
        'Only a published version can be retired; delete a draft instead.',
        { reason: 'version-not-published' },
      );
    const baseline: Baseline = { ...header.baseline, status: 'retired' };
    tx.baselines.setBaseline(header, baseline);
    tx.audit.record({
      target: `baseline/${baseline.id}`,
      summary: `Retired version ${baseline.version} of a ${scope.label} baseline`,
      subjectName: baseline.name,
    });
    return summaryOf({ ...header, baseline });
  });
}

/** Checks a file; unless it is a dry run or has issues, creates a draft from it. */
export async function importBaseline(
  scope: BaselineScope,
  input: ImportBaselineInput,
): Promise<ImportBaselineResult> {
  const read = readBaselineFile(input.format, input.text, {
    name: input.name,
    description: input.description,
  });
  const report = {
    issues: read.issues.slice(0, REPORT_ISSUES_MAX),
    moreIssues: Math.max(0, read.issues.length - REPORT_ISSUES_MAX),
    domainCount: read.content?.domains.length ?? 0,
    controlCount: read.content?.controls.length ?? 0,
  };
  if (!read.document || !read.content || input.dryRun) return { ...report, created: null };
  const created = await createLineage(
    scope,
    {
      name: read.document.name,
      description: read.document.description,
      domains: read.content.domains,
      controls: read.content.controls,
    },
    `Imported a ${scope.label} baseline from ${input.format.toUpperCase()}`,
  );
  return { ...report, created };
}

export async function exportBaselineFile(
  scope: BaselineScope,
  input: { baselineId: string; format: 'json' | 'yaml' | 'csv' },
): Promise<BaselineFile> {
  return exportBaseline(await scope.readable(input.baselineId), input.format);
}
