// The baselines aggregate. A version is a header document plus its controls in chunks
// (chunks.ts), so opening one costs 1–2 header reads plus one read per chunk, never one read
// per control:
//   global:  baselines/{id}, baselines/{id}/controlChunks/{0…n-1}
//   private: orgs/{tid}/baselines/{id}, orgs/{tid}/baselines/{id}/controlChunks/{0…n-1}
import type { BaselineOwner, BaselineSummary, BaselineVersion } from '@assay/domain/baselines';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Reader, UnitOfWork } from '../store/store.ts';
import { baselineHeaderMapper, controlChunkMapper } from './baseline-mapper.ts';
import type { BaselineHeader, ControlChunk } from './baseline-mapper.ts';
import { chunkControls } from './chunks.ts';
import type { BaselineQueries } from './queries.ts';

function headerPath(owner: BaselineOwner, id: string): string {
  return owner.kind === 'global' ? `${collections.baselines}/${id}` : `${collections.orgs}/${owner.tid}/${collections.baselines}/${id}`;
}

export function baselineHeaderDoc(owner: BaselineOwner, id: string): Doc<BaselineHeader> {
  return docAt(headerPath(owner, id), baselineHeaderMapper);
}

function chunkDoc(owner: BaselineOwner, id: string, index: number): Doc<ControlChunk> {
  return docAt(`${headerPath(owner, id)}/${collections.controlChunks}/${index}`, controlChunkMapper);
}

export function summaryOf(header: BaselineHeader): BaselineSummary {
  return { baseline: header.baseline, domainCount: header.domains.length, controlCount: header.controlCount };
}

/** A whole version from its header: the chunks are read in parallel. */
async function loadVersion(reader: Reader, header: BaselineHeader): Promise<BaselineVersion> {
  const { owner, id } = header.baseline;
  const chunks = await Promise.all(Array.from({ length: header.chunkCount }, (_, index) => reader.get(chunkDoc(owner, id, index))));
  const controls = chunks.flatMap((chunk, index) => {
    if (!chunk) throw new Error(`Baseline ${id} is missing control chunk ${index}`);
    return chunk.controls;
  });
  if (controls.length !== header.controlCount) throw new Error(`Baseline ${id} has ${controls.length} controls, its header says ${header.controlCount}`);
  return { baseline: header.baseline, domains: header.domains, controls };
}

export interface BaselineReads extends BaselineQueries {
  /** The header of version `id`, private to the organisation or global (private first); null when neither exists. */
  header(id: string): Promise<BaselineHeader | null>;
  /** The whole version of a header, with its controls. */
  load(header: BaselineHeader): Promise<BaselineVersion>;
}

/** What one organisation can read: its private versions and the global library. */
export function baselineReads(reader: Reader, tid: string, queries: BaselineQueries): BaselineReads {
  return {
    ...queries,
    async header(id) {
      const [own, global] = await Promise.all([reader.get(baselineHeaderDoc({ kind: 'org', tid }, id)), reader.get(baselineHeaderDoc({ kind: 'global' }, id))]);
      return own ?? global;
    },
    load: (header) => loadVersion(reader, header),
  };
}

export interface BaselineWrites {
  header(id: string): Promise<BaselineHeader | null>;
  /** Writes a new version of this owner: header and chunks (owner forced to the repository's). */
  putNew(version: BaselineVersion): void;
}

/** Writes of one owner's versions: an organisation's private ones, or the global library (seed, system admins). */
export function baselineWrites(uow: UnitOfWork, owner: BaselineOwner): BaselineWrites {
  return {
    header: (id) => uow.get(baselineHeaderDoc(owner, id)),
    putNew(version) {
      const baseline = { ...version.baseline, owner };
      const chunks = chunkControls(version.controls);
      uow.create(baselineHeaderDoc(owner, baseline.id), { baseline, domains: version.domains, controlCount: version.controls.length, chunkCount: chunks.length });
      chunks.forEach((controls, index) => uow.create(chunkDoc(owner, baseline.id, index), { controls }));
    },
  };
}
