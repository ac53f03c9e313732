// The portfolio rollup of one organisation: orgs/{tid}/rollups/portfolio, one small document the
// dashboard reads instead of every assessment (written by the callables that complete, reopen or
// archive assessments, in a transaction of its own).
import type { DocumentData } from 'firebase-admin/firestore';
import { rollupSeriesSchema } from '@assay/domain/dashboard';
import type { PortfolioRollup } from '@assay/domain/dashboard';
import { z } from 'zod';
import { collections } from '../paths.ts';
import { docAt } from '../store/store.ts';
import type { Doc, Mapper, Reader, UnitOfWork } from '../store/store.ts';

const rollupMapper: Mapper<PortfolioRollup> = {
  toDoc: (rollup) => ({ series: rollup.series }),
  fromDoc: (data: DocumentData) => ({ series: z.array(rollupSeriesSchema).parse(data.series ?? []) }),
};

function rollupDoc(tid: string): Doc<PortfolioRollup> {
  return docAt(`${collections.orgs}/${tid}/${collections.rollups}/portfolio`, rollupMapper);
}

export interface RollupReads {
  get(): Promise<PortfolioRollup>;
}

export interface RollupWrites {
  get(): Promise<PortfolioRollup>;
  put(rollup: PortfolioRollup): void;
}

export function rollupReads(reader: Reader, tid: string): RollupReads {
  return { get: async () => (await reader.get(rollupDoc(tid))) ?? { series: [] } };
}

export function rollupWrites(uow: UnitOfWork, tid: string): RollupWrites {
  return {
    get: async () => (await uow.get(rollupDoc(tid))) ?? { series: [] },
    put: (rollup) => uow.set(rollupDoc(tid), rollup),
  };
}
