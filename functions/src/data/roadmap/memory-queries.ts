// The roadmap's queries over a MemoryStore (unit tests and benches), same results as queries.ts.
import { roadmapItemTarget } from '@assay/domain/roadmap';
import { auditMapper } from '../audit/audit.ts';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { newestFirst, SCOPE_ITEMS_MAX } from './queries.ts';
import type { RoadmapQueries } from './queries.ts';
import { facetToken, roadmapItemMapper, scopeOf } from './roadmap-mapper.ts';

export function memoryRoadmapQueries(store: MemoryStore, tid: string): RoadmapQueries {
  const stored = () => store.collection(`${collections.orgs}/${tid}/${collections.roadmapItems}`);
  const compare = (a: { position?: unknown; id?: unknown }, b: { position?: unknown; id?: unknown }) =>
    Number(a.position) - Number(b.position) || String(a.id).localeCompare(String(b.id));
  return {
    page({ facet, after, limit }) {
      const token = facetToken(facet);
      const all = stored()
        .filter((data) => (data.facets as string[]).includes(token))
        .sort(compare)
        .filter((data) => !after || compare(data, after) > 0);
      const page = all.slice(0, limit);
      const last = page.at(-1);
      const items = page.map((data) => roadmapItemMapper.fromDoc(data));
      return Promise.resolve(
        all.length > limit && last
          ? { items, next: { position: Number(last.position), id: String(last.id) } }
          : { items },
      );
    },
    count: (facet) =>
      Promise.resolve(
        stored().filter((data) => (data.facets as string[]).includes(facetToken(facet))).length,
      ),
    ofScope: (tenantId, lineageId) =>
      Promise.resolve(
        stored()
          .filter((data) => data.scope === scopeOf(tenantId, lineageId))
          .slice(0, SCOPE_ITEMS_MAX)
          .map((data) => roadmapItemMapper.fromDoc(data)),
      ),
    dueBy: (until, limit) =>
      Promise.resolve(
        stored()
          .filter(
            (data) =>
              (data.facets as string[]).includes(facetToken({ status: 'active' })) &&
              typeof data.dueDate === 'string' &&
              data.dueDate <= until,
          )
          .sort(
            (a, b) =>
              String(a.dueDate).localeCompare(String(b.dueDate)) || String(a.id).localeCompare(String(b.id)),
          )
          .slice(0, limit)
          .map((data) => roadmapItemMapper.fromDoc(data)),
      ),
    historyOf: (itemId, limit) =>
      Promise.resolve(
        newestFirst(
          [collections.audit, collections.roadmapHistory].flatMap((name) =>
            store
              .collection(`${collections.orgs}/${tid}/${name}`)
              .filter((data) => data.target === roadmapItemTarget(itemId))
              .map((data) => auditMapper.fromDoc(data)),
          ),
          limit,
        ),
      ),
  };
}
