// OrganisationQueries over a MemoryStore: the same filters, order and cursors as on Firestore.
import { auditMapper } from '../audit/audit.ts';
import { billingStateMapper } from '../billing/billing.ts';
import { collections } from '../paths.ts';
import type { MemoryStore } from '../store/memory-store.ts';
import { organisationMapper } from './organisation.ts';
import type { OrganisationRecord } from './organisation.ts';
import { positionOfOrganisation } from './queries.ts';
import type { OrganisationFilters, OrganisationPosition, OrganisationQueries } from './queries.ts';

const compare = (a: string | number, b: string | number) => (a < b ? -1 : a > b ? 1 : 0);

export function memoryOrganisationQueries(store: MemoryStore): OrganisationQueries {
  const matching = (filters: OrganisationFilters) =>
    store
      .collection(collections.orgs)
      .filter((data) => filters.plan === undefined || data.plan === filters.plan)
      .filter(
        (data) =>
          filters.searchToken === undefined ||
          (Array.isArray(data.searchTokens) &&
            (data.searchTokens as unknown[]).includes(filters.searchToken)),
      )
      .map((data) => organisationMapper.fromDoc(data));
  const audit = (tid: string) =>
    store
      .collection(`${collections.orgs}/${tid}/${collections.audit}`)
      .map((data) => auditMapper.fromDoc(data))
      .sort((a, b) => compare(b.at, a.at) || compare(b.id, a.id));
  return {
    page({ filters, sort, after, limit }) {
      const sign = sort.direction === 'asc' ? 1 : -1;
      const order = (a: OrganisationPosition, b: OrganisationPosition) =>
        sign * (compare(a.value, b.value) || compare(a.id, b.id));
      const rest = matching(filters)
        .map((record) => ({ record, position: positionOfOrganisation(record, sort) }))
        .filter(({ position }) => !after || order(position, after) > 0)
        .sort((a, b) => order(a.position, b.position));
      const items: OrganisationRecord[] = rest.slice(0, limit).map(({ record }) => record);
      const last = items.at(-1);
      return Promise.resolve(
        rest.length > limit && last ? { items, next: positionOfOrganisation(last, sort) } : { items },
      );
    },
    count: (filters) => Promise.resolve(matching(filters).length),
    subscriptions(tids) {
      const found = new Map(
        tids.flatMap((tid) => {
          const data = store.docs.get(`${collections.orgs}/${tid}/${collections.billing}/subscription`);
          return data ? [[tid, billingStateMapper.fromDoc(data)] as const] : [];
        }),
      );
      return Promise.resolve(found);
    },
    lastActivity: (tids) =>
      Promise.resolve(
        new Map(
          tids.flatMap((tid) => {
            const newest = audit(tid)[0];
            return newest ? [[tid, newest.at] as const] : [];
          }),
        ),
      ),
    billingHistory: (tid, limit) =>
      Promise.resolve(
        store
          .collection(`${collections.orgs}/${tid}/${collections.billingEvents}`)
          .map((data) => ({
            id: String(data.id),
            type: String(data.type),
            created: Number(data.created),
            applied: data.applied === true,
            reason: typeof data.reason === 'string' ? data.reason : null,
          }))
          .sort((a, b) => b.created - a.created)
          .slice(0, limit),
      ),
    recentAudit: (tid, limit) => Promise.resolve(audit(tid).slice(0, limit)),
    expiredOverrides: (now, limit) =>
      Promise.resolve(
        matching({})
          .flatMap((record) =>
            record.planOverride && Date.parse(record.planOverride.endsAt) <= now.getTime()
              ? [{ id: record.id, end: Date.parse(record.planOverride.endsAt) }]
              : [],
          )
          .sort((a, b) => a.end - b.end)
          .slice(0, limit)
          .map(({ id }) => id),
      ),
  };
}
