import { describe, expect, it } from 'vitest';
import type { Tenant } from '@assay/domain/tenants';
import { pageOfKnown, planTenantQuery } from './queries.ts';

describe('planTenantQuery', () => {
  it('lets Firestore apply the most selective filter, scoped by status, and leaves the rest for the documents', () => {
    expect(planTenantQuery({ status: 'active' })).toMatchObject({ facetsAny: ['s:active'], residual: null });
    expect(planTenantQuery({})).toMatchObject({ facetsAny: ['s:active', 's:archived'], residual: null });
    expect(planTenantQuery({ status: 'active', kind: 'client' })).toMatchObject({
      facetsAny: ['k:active:client'],
      residual: null,
    });
    expect(planTenantQuery({ status: 'active', group: 'Key  Accounts', kind: 'client' })).toMatchObject({
      facetsAny: ['g:active:key accounts'],
      residualFields: ['kind'],
    });
    expect(planTenantQuery({ status: 'archived', tagsAny: ['eu', 'us'], kind: 'client' })).toMatchObject({
      facetsAny: ['t:archived:eu', 't:archived:us'],
      residualFields: ['kind'],
    });
    expect(
      planTenantQuery({ status: 'active', searchToken: 'acme', tagsAny: ['eu'], group: 'g' }),
    ).toMatchObject({
      facetsAny: ['q:active:acme'],
      residualFields: ['tags', 'group'],
    });
  });

  it('stays within Firestore’s 30 values of array-contains-any for the widest list (every status, 10 tags)', () => {
    const tags = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(planTenantQuery({ tagsAny: tags }).facetsAny.length).toBeLessThanOrEqual(30);
  });
});

describe('pageOfKnown', () => {
  const tenant = (id: string, name: string, createdAt: string) =>
    ({ id, name, createdAt, updatedAt: createdAt }) as Tenant;
  const known = [
    tenant('c', 'charlie', '2026-01-03T00:00:00.000Z'),
    tenant('a', 'Alpha', '2026-01-02T00:00:00.000Z'),
    tenant('b', 'bravo', '2026-01-01T00:00:00.000Z'),
  ];

  it('sorts known tenants like the query (name key, or date, then id) and pages from a position', () => {
    const first = pageOfKnown(known, { field: 'name', direction: 'asc' }, undefined, 2);
    expect(first.items.map((t) => t.id)).toEqual(['a', 'b']);
    expect(pageOfKnown(known, { field: 'name', direction: 'asc' }, first.next, 2)).toEqual({
      items: [known[0]],
    });
    const newest = pageOfKnown(known, { field: 'createdAt', direction: 'desc' }, undefined, 3);
    expect(newest).toEqual({ items: [known[0], known[1], known[2]] });
  });
});
