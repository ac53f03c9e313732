// What a shared user reads (SPEC §2 shared tenant): their one tenant (`ttid`) and its completed
// assessments, nothing else. Another tenant, an assessment of another tenant or one not completed
// yet are all the same not-found, so nothing is revealed about what exists. Besides the claims
// (checked with the token's revocation on every call), the organisation's record of the shared
// user must still be in force: a revocation holds even for a token signed in the same second.
import { ASSESSMENT_LIST_MAX } from '@assay/domain/assessments';
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { Control, Domain } from '@assay/domain/baselines';
import { DomainError } from '@assay/domain/errors';
import { clientLanguageOf } from '@assay/domain/locales';
import type { Tenant } from '@assay/domain/tenants';
import type { SharedViewer } from '@assay/domain/viewer';
import { roadmapItemTarget, ROADMAP_PAGE_MAX } from '@assay/domain/roadmap';
import type { RoadmapItem } from '@assay/domain/roadmap';
import type { AuditEntry } from '@assay/domain/audit';
import { SHARED_HISTORY_MAX } from '@assay/domain/shared';
import type { SharedHistoryEntry, sharedContracts } from '@assay/domain/shared';
import type { ContractParsedInput } from '@assay/domain/contracts';
import type { OrgData, OrgTransaction } from '../data/org-data.ts';
import { writeItemChange } from './roadmap-service.ts';

export interface SharingOrganisation {
  name: string;
  branding?: { logoUrl?: string; accentColor?: string; contactEmail?: string };
}

function notFound(): DomainError {
  return new DomainError('not-found', 'This tenant does not exist or you cannot see it.', {
    reason: 'tenant-not-found',
  });
}

function assessmentNotFound(): DomainError {
  return new DomainError('not-found', 'This assessment does not exist or you cannot see it.', {
    reason: 'assessment-not-found',
  });
}

/** The organisation and the tenant, if `tenantId` is the viewer's and their sharing is in force. */
async function sharedTenant(
  org: OrgData,
  viewer: SharedViewer,
  tenantId: string,
): Promise<{ organisation: SharingOrganisation; tenant: Tenant }> {
  if (viewer.tenantId !== tenantId) throw notFound();
  const [organisation, tenant, record] = await Promise.all([
    org.organisation.get(),
    org.tenants.get(tenantId),
    org.sharedUsers.get(viewer.uid),
  ]);
  if (
    !organisation ||
    !tenant ||
    tenant.status !== 'active' ||
    !record ||
    record.revokedAt ||
    record.tenantId !== tenantId
  )
    throw notFound();
  return {
    organisation: {
      name: organisation.name,
      ...(organisation.branding ? { branding: organisation.branding } : {}),
    },
    // The language in force (the tenant's, else the organisation's default): the portal speaks it
    // unless the shared user chose another.
    tenant: { ...tenant, clientLanguage: clientLanguageOf(tenant, organisation) },
  };
}

const isCompleted = (assessment: Assessment) => assessment.status === 'completed';

export async function sharedOverview(
  org: OrgData,
  viewer: SharedViewer,
  tenantId: string,
): Promise<{ organisation: SharingOrganisation; tenant: Tenant; assessments: Assessment[] }> {
  const { organisation, tenant } = await sharedTenant(org, viewer, tenantId);
  const assessments = await org.assessments.byTenant(tenantId, ASSESSMENT_LIST_MAX);
  return { organisation, tenant, assessments: assessments.filter(isCompleted) };
}

export async function sharedAssessment(
  org: OrgData,
  viewer: SharedViewer,
  input: { tenantId: string; assessmentId: string },
): Promise<{
  organisation: SharingOrganisation;
  assessment: Assessment;
  answers: Answer[];
  domains: Domain[];
  controls: Control[];
}> {
  const { organisation } = await sharedTenant(org, viewer, input.tenantId);
  const assessment = await org.assessments.get(input.assessmentId);
  if (!assessment || assessment.tenantId !== input.tenantId || !isCompleted(assessment))
    throw assessmentNotFound();
  const [answers, header] = await Promise.all([
    org.assessments.answersOf(assessment.id),
    org.baselines.header(assessment.baseline.id),
  ]);
  if (!header)
    throw new Error(
      `Assessment ${assessment.id} pins baseline ${assessment.baseline.id}, which no longer exists`,
    );
  const version = await org.baselines.load(header);
  return { organisation, assessment, answers, domains: version.domains, controls: version.controls };
}

// The roadmap of the shared tenant: every item readable, any item commented on, the status of
// items assigned to them (ownerUid = their uid, set by a member) changeable. Comments are audit
// entries on the item, so members read them in its history beside every other change.

function itemNotFound(): DomainError {
  return new DomainError('not-found', 'This roadmap item does not exist or you cannot see it.', {
    reason: 'roadmap-item-not-found',
  });
}

/** The action of a comment's audit entry (its contract name): the history shows its text. */
export const SHARED_COMMENT_ACTION = 'shared-roadmapComment';

function historyEntry(entry: AuditEntry, viewer: SharedViewer): SharedHistoryEntry {
  const comment = entry.action === SHARED_COMMENT_ACTION ? entry.subjectName : undefined;
  return {
    id: entry.id,
    at: entry.at,
    summary: entry.summary,
    ...(comment !== undefined ? { comment } : {}),
    mine: entry.actorUid === viewer.uid,
  };
}

export async function sharedRoadmap(
  org: OrgData,
  viewer: SharedViewer,
  tenantId: string,
): Promise<{ items: RoadmapItem[]; total: number }> {
  await sharedTenant(org, viewer, tenantId);
  const facet = { tenantId, status: 'all' as const };
  const [page, total] = await Promise.all([
    org.roadmap.page({ facet, limit: ROADMAP_PAGE_MAX }),
    org.roadmap.count(facet),
  ]);
  return { items: page.items, total };
}

export async function sharedRoadmapItem(
  org: OrgData,
  viewer: SharedViewer,
  input: { tenantId: string; itemId: string },
): Promise<{ item: RoadmapItem; history: SharedHistoryEntry[] }> {
  await sharedTenant(org, viewer, input.tenantId);
  const [item, history] = await Promise.all([
    org.roadmap.get(input.itemId),
    org.roadmap.historyOf(input.itemId, SHARED_HISTORY_MAX),
  ]);
  if (!item || item.tenantId !== input.tenantId) throw itemNotFound();
  return { item, history: history.map((entry) => historyEntry(entry, viewer)) };
}

/** The item, read in `tx` with the sharing record: both must still hold when the change commits. */
async function sharedItemIn(
  tx: OrgTransaction,
  viewer: SharedViewer,
  input: { tenantId: string; itemId: string },
): Promise<RoadmapItem> {
  if (viewer.tenantId !== input.tenantId) throw notFound();
  const [record, tenant, item] = await Promise.all([
    tx.sharedUsers.get(viewer.uid),
    tx.tenants.get(input.tenantId),
    tx.roadmap.get(input.itemId),
  ]);
  if (
    !record ||
    record.revokedAt ||
    record.tenantId !== input.tenantId ||
    !tenant ||
    tenant.status !== 'active'
  )
    throw notFound();
  if (!item || item.tenantId !== input.tenantId) throw itemNotFound();
  return item;
}

export async function commentOnSharedItem(
  org: OrgData,
  viewer: SharedViewer,
  input: ContractParsedInput<typeof sharedContracts.roadmapComment>,
): Promise<SharedHistoryEntry> {
  return org.transaction(async (tx) => {
    const item = await sharedItemIn(tx, viewer, input);
    // The comment is the entry's subject (data shown as typed); the summary stays the service's wording.
    return historyEntry(
      tx.audit.record({
        target: roadmapItemTarget(item.id),
        tenantId: item.tenantId,
        summary: 'Commented on the roadmap item (shared user)',
        subjectName: input.comment,
      }),
      viewer,
    );
  });
}

export async function setSharedItemStatus(
  org: OrgData,
  viewer: SharedViewer,
  input: ContractParsedInput<typeof sharedContracts.roadmapSetStatus>,
  now: Date,
): Promise<RoadmapItem> {
  return org.transaction(async (tx) => {
    const item = await sharedItemIn(tx, viewer, input);
    if (item.ownerUid !== viewer.uid)
      throw new DomainError(
        'permission-denied',
        'Only the items assigned to you can be changed; comment on this one instead.',
        { reason: 'item-not-assigned' },
      );
    return writeItemChange(tx, item, { status: input.status }, now);
  });
}
