// Baseline version ↔ stored documents: a header (the Baseline, its domains and counts) and
// its control chunks. Stored data is parsed with the domain schemas, so corrupt data throws.
import type { DocumentData } from 'firebase-admin/firestore';
import { z } from 'zod';
import { baselineSchema, controlSchema, domainSchema } from '@assay/domain/baselines';
import type { Baseline, Control, Domain } from '@assay/domain/baselines';
import { optionalIsoFrom, timestampFromIso } from '../convert.ts';
import type { Mapper } from '../store/store.ts';

/** The header document of one version: everything but the controls. */
export interface BaselineHeader {
  baseline: Baseline;
  domains: Domain[];
  controlCount: number;
  chunkCount: number;
}

export interface ControlChunk {
  controls: Control[];
}

const countSchema = z.number().int().min(0);

export const baselineHeaderMapper: Mapper<BaselineHeader> = {
  toDoc({ baseline, domains, controlCount, chunkCount }) {
    return {
      id: baseline.id,
      lineageId: baseline.lineageId,
      ownerKind: baseline.owner.kind,
      ownerTid: baseline.owner.kind === 'org' ? baseline.owner.tid : null,
      name: baseline.name,
      description: baseline.description,
      status: baseline.status,
      version: baseline.version,
      publishedAt: baseline.publishedAt ? timestampFromIso(baseline.publishedAt) : null,
      publishedBy: baseline.publishedBy ?? null,
      revision: baseline.revision,
      domains,
      controlCount,
      chunkCount,
    };
  },
  fromDoc(stored: DocumentData) {
    const data: Record<string, unknown> = stored;
    const publishedAt = optionalIsoFrom(data.publishedAt, 'publishedAt');
    const baseline = baselineSchema.parse({
      id: data.id,
      lineageId: data.lineageId,
      owner: data.ownerKind === 'org' ? { kind: 'org', tid: data.ownerTid } : { kind: data.ownerKind },
      name: data.name,
      description: data.description,
      status: data.status,
      version: data.version,
      ...(publishedAt ? { publishedAt } : {}),
      ...(typeof data.publishedBy === 'string' ? { publishedBy: data.publishedBy } : {}),
      // Versions stored before revisions existed were never saved: revision 0.
      revision: data.revision ?? 0,
    });
    return {
      baseline,
      domains: z.array(domainSchema).parse(data.domains),
      controlCount: countSchema.parse(data.controlCount),
      chunkCount: countSchema.parse(data.chunkCount),
    };
  },
};

export const controlChunkMapper: Mapper<ControlChunk> = {
  toDoc: ({ controls }) => ({ controls }),
  fromDoc: (data) => ({ controls: z.array(controlSchema).parse(data.controls) }),
};
