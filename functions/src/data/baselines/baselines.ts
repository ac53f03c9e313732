// The baselines aggregate. A version is a header document plus its controls in chunks
// (chunks.ts), so opening one costs 1–2 header reads plus one read per chunk, never one read
// per control:
//   global:  baselines/{id}, baselines/{id}/controlChunks/{0…n-1}
//   private: orgs/{tid}/baselines/{id}, orgs/{tid}/baselines/{id}/controlChunks/{0…n-1}
import type { BaselineOwner, BaselineSummary, BaselineVersion, Control } from '@assay/domain/baselines';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Reader, UnitOfWork } from '../store/store.ts';
import { baselineHeaderMapper, controlChunkMapper } from './baseline-mapper.ts';
import type { BaselineHeader, ControlChunk } from './baseline-mapper.ts';
import { chunkControls } from './chunks.ts';
import type { BaselineQueries, GlobalBaselineQueries } from './queries.ts';

function headerPath(owner: BaselineOwner, id: string): string {
  return owner.kind === 'global'
    ? `${collections.baselines}/${id}`
    : `${collections.orgs}/${owner.tid}/${collections.baselines}/${id}`;
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

/** The stored control chunks of a version, read in parallel. */
async function loadChunks(reader: Reader, header: BaselineHeader): Promise<Control[][]> {
  const { owner, id } = header.baseline;
  const chunks = await Promise.all(
    Array.from({ length: header.chunkCount }, (_, index) => reader.get(chunkDoc(owner, id, index))),
  );
  const stored = chunks.map((chunk, index) => {
    if (!chunk) throw new Error(`Baseline ${id} is missing control chunk ${index}`);
    return chunk.controls;
  });
  const count = stored.reduce((sum, chunk) => sum + chunk.length, 0);
  if (count !== header.controlCount)
    throw new Error(`Baseline ${id} has ${count} controls, its header says ${header.controlCount}`);
  return stored;
}

const versionOf = (header: BaselineHeader, chunks: readonly Control[][]): BaselineVersion => ({
  baseline: header.baseline,
  domains: header.domains,
  controls: chunks.flat(),
});

/** A whole version from its header. */
async function loadVersion(reader: Reader, header: BaselineHeader): Promise<BaselineVersion> {
  return versionOf(header, await loadChunks(reader, header));
}

const sameControls = (a: readonly Control[] | undefined, b: readonly Control[]) =>
  a !== undefined && JSON.stringify(a) === JSON.stringify(b);

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
      const [own, global] = await Promise.all([
        reader.get(baselineHeaderDoc({ kind: 'org', tid }, id)),
        reader.get(baselineHeaderDoc({ kind: 'global' }, id)),
      ]);
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
  /**
   * Replaces a stored version (read as `previous`): the header, the chunks whose controls
   * changed since `load` read them in this transaction (every chunk if it didn't), and removes
   * chunks it no longer needs. An edit of one control writes one chunk, so a large draft's save
   * stays far under a transaction's size limit.
   */
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
  // The chunks `load` read, by version id: what `replace` compares against.
  const read = new Map<string, Control[][]>();
  return {
    newLineageId: () => uow.newId(),
    header: (id) => uow.get(baselineHeaderDoc(owner, id)),
    async load(header) {
      const chunks = await loadChunks(uow, header);
      read.set(header.baseline.id, chunks);
      return versionOf(header, chunks);
    },
    putNew(version) {
      const chunks = chunkControls(version.controls);
      uow.create(baselineHeaderDoc(owner, version.baseline.id), headerOf(version, chunks.length));
      chunks.forEach((controls, index) =>
        uow.create(chunkDoc(owner, version.baseline.id, index), { controls }),
      );
    },
    replace(previous, version) {
      const { id } = previous.baseline;
      const chunks = chunkControls(version.controls);
      uow.set(
        baselineHeaderDoc(owner, id),
        headerOf({ ...version, baseline: { ...version.baseline, id } }, chunks.length),
      );
      const stored = read.get(id) ?? [];
      chunks.forEach((controls, index) => {
        if (!sameControls(stored[index], controls)) uow.set(chunkDoc(owner, id, index), { controls });
      });
      for (let index = chunks.length; index < previous.chunkCount; index += 1)
        uow.delete(chunkDoc(owner, id, index));
    },
    setBaseline(previous, baseline) {
      uow.set(baselineHeaderDoc(owner, previous.baseline.id), {
        ...previous,
        baseline: { ...baseline, id: previous.baseline.id, owner },
      });
    },
    remove(header) {
      const { id } = header.baseline;
      uow.delete(baselineHeaderDoc(owner, id));
      for (let index = 0; index < header.chunkCount; index += 1) uow.delete(chunkDoc(owner, id, index));
    },
  };
}
