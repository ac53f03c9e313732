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
import type { BaselineQueries, GlobalBaselineQueries } from './queries.ts';

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

export interface GlobalBaselineReads extends GlobalBaselineQueries {
  /** The header of global version `id` (drafts included); null when there is none. */
  header(id: string): Promise<BaselineHeader | null>;
  load(header: BaselineHeader): Promise<BaselineVersion>;
}

/** The global library as system admins read it. */
export function globalBaselineReads(reader: Reader, queries: GlobalBaselineQueries): GlobalBaselineReads {
  return {
    ...queries,
    header: (id) => reader.get(baselineHeaderDoc({ kind: 'global' }, id)),
    load: (header) => loadVersion(reader, header),
  };
}

export interface BaselineWrites {
  /** A fresh lineage id. */
  newLineageId(): string;
  /** The header of this owner's version `id` (no other owner's). */
  header(id: string): Promise<BaselineHeader | null>;
  /** The whole version of a header, read in this transaction. */
  load(header: BaselineHeader): Promise<BaselineVersion>;
  /** Writes a new version of this owner: header and chunks (owner forced to the repository's). */
  putNew(version: BaselineVersion): void;
  /** Replaces a stored version (read as `previous`): header, chunks, and removes chunks it no longer needs. */
  replace(previous: BaselineHeader, version: BaselineVersion): void;
  /** Changes only the header's Baseline (status, publication). */
  setBaseline(previous: BaselineHeader, baseline: BaselineVersion['baseline']): void;
  /** Deletes a version: header and chunks. */
  remove(header: BaselineHeader): void;
}

/** Writes of one owner's versions: an organisation's private ones, or the global library (seed, system admins). */
export function baselineWrites(uow: UnitOfWork, owner: BaselineOwner): BaselineWrites {
  const headerOf = (version: BaselineVersion, chunkCount: number): BaselineHeader => ({
    baseline: { ...version.baseline, owner },
    domains: version.domains,
    controlCount: version.controls.length,
    chunkCount,
  });
  return {
    newLineageId: () => uow.newId(),
    header: (id) => uow.get(baselineHeaderDoc(owner, id)),
    load: (header) => loadVersion(uow, header),
    putNew(version) {
      const chunks = chunkControls(version.controls);
      uow.create(baselineHeaderDoc(owner, version.baseline.id), headerOf(version, chunks.length));
      chunks.forEach((controls, index) => uow.create(chunkDoc(owner, version.baseline.id, index), { controls }));
    },
    replace(previous, version) {
      const { id } = previous.baseline;
      const chunks = chunkControls(version.controls);
      uow.set(baselineHeaderDoc(owner, id), headerOf({ ...version, baseline: { ...version.baseline, id } }, chunks.length));
      chunks.forEach((controls, index) => uow.set(chunkDoc(owner, id, index), { controls }));
      for (let index = chunks.length; index < previous.chunkCount; index += 1) uow.delete(chunkDoc(owner, id, index));
    },
    setBaseline(previous, baseline) {
      uow.set(baselineHeaderDoc(owner, previous.baseline.id), { ...previous, baseline: { ...baseline, id: previous.baseline.id, owner } });
    },
    remove(header) {
      const { id } = header.baseline;
      uow.delete(baselineHeaderDoc(owner, id));
      for (let index = 0; index < header.chunkCount; index += 1) uow.delete(chunkDoc(owner, id, index));
    },
  };
}
