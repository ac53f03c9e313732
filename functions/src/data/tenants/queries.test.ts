import { describe, expect, it } from 'vitest';
import { planTenantQuery } from './queries.ts';

describe('planTenantQuery', () => {
  it('lets Firestore apply the most selective filter, scoped by status, and leaves the rest for the documents', () => {
    expect(planTenantQuery({ status: 'active' })).toMatchObject({ facetsAny: ['s:active'], residual: null });
    expect(planTenantQuery({})).toMatchObject({ facetsAny: ['s:active', 's:archived'], residual: null });
    expect(planTenantQuery({ status: 'active', kind: 'client' })).toMatchObject({ facetsAny: ['k:active:client'], residual: null });
    expect(planTenantQuery({ status: 'active', group: 'Key  Accounts', kind: 'client' })).toMatchObject({ facetsAny: ['g:active:key accounts'], residualFields: ['kind'] });
    expect(planTenantQuery({ status: 'archived', tagsAny: ['eu', 'us'], kind: 'client' })).toMatchObject({
      facetsAny: ['t:archived:eu', 't:archived:us'],
      residualFields: ['kind'],
    });
    expect(planTenantQuery({ status: 'active', searchToken: 'acme', tagsAny: ['eu'], group: 'g' })).toMatchObject({
      facetsAny: ['q:active:acme'],
      residualFields: ['tags', 'group'],
    });
  });

  it('stays within Firestore’s 30 values of array-contains-any for the widest list (every status, 10 tags)', () => {
    const tags = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(planTenantQuery({ tagsAny: tags }).facetsAny.length).toBeLessThanOrEqual(30);
  });
});
