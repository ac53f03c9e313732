// Roadmap item ↔ stored document. Besides the item, a document stores what its queries need:
// `facets` (one token per combination of the list's filters, so every filter combination is one
// `array-contains` with exact counts), `position` (bucket, then rank: the board's order),
// `scope` (tenant + lineage: what regeneration reads) and `riskExpiresAt` (the expiry job).
import type { DocumentData } from 'firebase-admin/firestore';
import { roadmapBuckets, roadmapItemSchema } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem, RoadmapStatusFilter } from '@assay/domain/roadmap';
import { RANK_MAX } from '@assay/domain/roadmap';
import { isoFrom, optionalIsoFrom, timestampFromIso } from '../convert.ts';
import type { Mapper } from '../store/store.ts';

const ANY = '*';

/** What one list query asks for; absent: any. */
export interface RoadmapFacet {
  tenantId?: string | undefined;
  lineageId?: string | undefined;
  ownerUid?: string | undefined;
  status: RoadmapStatusFilter;
  bucket?: RoadmapBucket | undefined;
}

export function facetToken(facet: RoadmapFacet): string {
  return [
    facet.tenantId ?? ANY,
    facet.lineageId ?? ANY,
    facet.ownerUid ?? ANY,
    facet.status,
    facet.bucket ?? ANY,
  ].join('|');
}

/** Every token a list query could ask for that matches this item (48 at most). */
export function facetsOf(item: RoadmapItem): string[] {
  const tokens: string[] = [];
  const statuses: RoadmapStatusFilter[] = [
    'all',
    item.status,
    ...(item.status === 'done' ? [] : (['active'] as const)),
  ];
  for (const tenantId of [undefined, item.tenantId])
    for (const lineageId of [undefined, item.baseline.lineageId])
      for (const ownerUid of item.ownerUid ? [undefined, item.ownerUid] : [undefined])
        for (const status of statuses)
          for (const bucket of [undefined, item.bucket])
            tokens.push(facetToken({ tenantId, lineageId, ownerUid, status, bucket }));
  return tokens;
}

/** The board's order as one number: the bucket, then the rank inside it. */
export function positionOf(item: Pick<RoadmapItem, 'bucket' | 'rank'>): number {
  return roadmapBuckets.indexOf(item.bucket) * (RANK_MAX + 1) + item.rank;
}

export function scopeOf(tenantId: string, lineageId: string): string {
  return `${tenantId}|${lineageId}`;
}

export const roadmapItemMapper: Mapper<RoadmapItem> = {
  toDoc: (item) => ({
    ...item,
    ownerUid: item.ownerUid ?? null,
    dueDate: item.dueDate ?? null,
    riskAccepted: item.riskAccepted ?? null,
    closedAt: item.closedAt ? timestampFromIso(item.closedAt) : null,
    createdAt: timestampFromIso(item.createdAt),
    updatedAt: timestampFromIso(item.updatedAt),
    facets: facetsOf(item),
    position: positionOf(item),
    scope: scopeOf(item.tenantId, item.baseline.lineageId),
    riskExpiresAt:
      item.status === 'risk_accepted' && item.riskAccepted
        ? timestampFromIso(item.riskAccepted.expiresAt)
        : null,
  }),
  fromDoc(stored: DocumentData) {
    const data: Record<string, unknown> = stored;
    const closedAt = optionalIsoFrom(data.closedAt, 'closedAt');
    return roadmapItemSchema.parse({
      id: data.id,
      tenantId: data.tenantId,
      baseline: data.baseline,
      controlRef: data.controlRef,
      controlId: data.controlId,
      title: data.title,
      priority: data.priority,
      bucket: data.bucket,
      rank: data.rank,
      status: data.status,
      ...(data.riskAccepted ? { riskAccepted: data.riskAccepted } : {}),
      ...(typeof data.ownerUid === 'string' ? { ownerUid: data.ownerUid } : {}),
      ...(typeof data.dueDate === 'string' ? { dueDate: data.dueDate } : {}),
      notes: data.notes,
      edited: data.edited,
      gap: data.gap,
      assessmentId: data.assessmentId,
      createdAt: isoFrom(data.createdAt, 'createdAt'),
      updatedAt: isoFrom(data.updatedAt, 'updatedAt'),
      ...(closedAt ? { closedAt } : {}),
    });
  },
};
