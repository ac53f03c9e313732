// The roadmap aggregate of one organisation:
//   orgs/{tid}/roadmapItems/{id}      one item per gap of a tenant against a baseline lineage;
//                                     the id derives from tenant, lineage and control ref, so a
//                                     retried or repeated generation never creates an item twice
//   orgs/{tid}/roadmapSources/{key}   per tenant and lineage: the completed assessment the items
//                                     last came from (an older one cannot regenerate over it)
import { createHash } from 'node:crypto';
import type { DocumentData } from 'firebase-admin/firestore';
import type { RoadmapItem } from '@assay/domain/roadmap';
import { isoFrom, timestampFromIso } from '../convert.ts';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';
import { roadmapItemMapper } from './roadmap-mapper.ts';
import type { RoadmapQueries } from './queries.ts';
import { calendarFeedReads, calendarFeedWrites } from './calendar-feeds.ts';
import type { CalendarFeedReads, CalendarFeedWrites } from './calendar-feeds.ts';

export function roadmapItemId(tenantId: string, lineageId: string, ref: string): string {
  return `rm-${createHash('sha256').update(`${tenantId}\n${lineageId}\n${ref}`).digest('base64url').slice(0, 24)}`;
}

export function roadmapItemDoc(tid: string, id: string): Doc<RoadmapItem> {
  return docAt(`${collections.orgs}/${tid}/${collections.roadmapItems}/${id}`, roadmapItemMapper);
}

/** Which completed assessment a tenant's roadmap of one lineage was last generated from. */
export interface RoadmapSource {
  tenantId: string;
  lineageId: string;
  assessmentId: string;
  completedAt: string;
}

const sourceMapper: Mapper<RoadmapSource> = {
  toDoc: (source) => ({ ...source, completedAt: timestampFromIso(source.completedAt) }),
  fromDoc: (data: DocumentData) => ({
    tenantId: String(data.tenantId),
    lineageId: String(data.lineageId),
    assessmentId: String(data.assessmentId),
    completedAt: isoFrom(data.completedAt, 'completedAt'),
  }),
};

function sourceDoc(tid: string, tenantId: string, lineageId: string): Doc<RoadmapSource> {
  return docAt(
    `${collections.orgs}/${tid}/${collections.roadmapSources}/${tenantId}_${createHash('sha256').update(lineageId).digest('base64url').slice(0, 16)}`,
    sourceMapper,
  );
}

export interface RoadmapReads extends RoadmapQueries, CalendarFeedReads {
  /** The id of the item of a control ref in a tenant's roadmap of one lineage (derived, never random). */
  idFor(tenantId: string, lineageId: string, ref: string): string;
  get(id: string): Promise<RoadmapItem | null>;
  source(tenantId: string, lineageId: string): Promise<RoadmapSource | null>;
}

export interface RoadmapWrites extends CalendarFeedWrites {
  get(id: string): Promise<RoadmapItem | null>;
  source(tenantId: string, lineageId: string): Promise<RoadmapSource | null>;
  put(item: RoadmapItem): void;
  putSource(source: RoadmapSource): void;
}

export function roadmapReads(reader: Reader, tid: string, queries: RoadmapQueries): RoadmapReads {
  return {
    ...queries,
    ...calendarFeedReads(reader, tid),
    idFor: roadmapItemId,
    get: (id) => reader.get(roadmapItemDoc(tid, id)),
    source: (tenantId, lineageId) => reader.get(sourceDoc(tid, tenantId, lineageId)),
  };
}

export function roadmapWrites(uow: UnitOfWork, tid: string): RoadmapWrites {
  return {
    ...calendarFeedWrites(uow, tid),
    get: (id) => uow.get(roadmapItemDoc(tid, id)),
    source: (tenantId, lineageId) => uow.get(sourceDoc(tid, tenantId, lineageId)),
    put: (item) => uow.set(roadmapItemDoc(tid, item.id), item),
    putSource: (source) => uow.set(sourceDoc(tid, source.tenantId, source.lineageId), source),
  };
}
