// The library list's queries over a MemoryStore (unit tests), same results as queries.ts.
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { baselineHeaderMapper } from './baseline-mapper.ts';
import { LIST_MAX } from './queries.ts';
import type { BaselineQueries, GlobalBaselineQueries } from './queries.ts';

export function memoryBaselineQueries(store: MemoryStore, tid: string): BaselineQueries {
  const headers = (path: string) => store.collection(path).map((data) => baselineHeaderMapper.fromDoc(data));
  return {
    publishedGlobal: () =>
      Promise.resolve(
        headers(collections.baselines)
          .filter((h) => h.baseline.status === 'published')
          .slice(0, LIST_MAX),
      ),
    privateVersions: () =>
      Promise.resolve(headers(`${collections.orgs}/${tid}/${collections.baselines}`).slice(0, LIST_MAX)),
  };
}

export function memoryGlobalBaselineQueries(store: MemoryStore): GlobalBaselineQueries {
  return {
    allGlobal: () =>
      Promise.resolve(
        store
          .collection(collections.baselines)
          .map((data) => baselineHeaderMapper.fromDoc(data))
          .slice(0, LIST_MAX),
      ),
  };
}
