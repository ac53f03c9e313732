import { describe, expect, it } from 'vitest';
import type { AnyAggregate } from './aggregate.ts';
import { lazyShape } from './aggregate.ts';
import { aggregates, orgSubcollections } from './aggregates.ts';
import { orgData, orgQueries } from './org-data.ts';
import { memoryStore } from './store/memory-store.ts';

const listed = aggregates as readonly AnyAggregate[];
const stamp = { actorUid: 'u1', action: 'test-op', at: '2026-01-01T00:00:00.000Z' };

describe('lazyShape', () => {
  const built: string[] = [];
  const make = lazyShape<number, { a: number; b: number }>({
    a: (n) => (built.push('a'), n + 1),
    b: (n) => (built.push('b'), n + 2),
  });

  it('builds a field on its first read, once, from the context it was made with', () => {
    built.length = 0;
    const one = make(10);
    const other = make(20);
    expect(built).toEqual([]);
    expect(one.a).toBe(11);
    expect(one.a).toBe(11);
    expect(other.a).toBe(21);
    expect(built).toEqual(['a', 'a']);
  });

  it('lists every field, built or not', () => {
    const names: string[] = [];
    for (const name in make(1)) names.push(name);
    expect(names).toEqual(['a', 'b']);
  });
});

describe('orgData', () => {
  it('builds an aggregate’s queries only when a call first reads them', async () => {
    const store = memoryStore();
    const built: string[] = [];
    const queries = orgQueries((aggregate) => {
      built.push(aggregate.name);
      return aggregate.queries?.memory(store, 't1');
    });
    const org = orgData(store, 't1', stamp, queries);
    expect(built).toEqual([]);
    await org.members.get('nobody');
    expect(built).toEqual([]);
    expect(await org.supportGrants.list()).toEqual([]);
    await org.supportGrants.list();
    expect(built).toEqual(['supportGrants']);
    // An assessment's scoring table reads its baseline, so assessments open the baselines' queries.
    void org.assessments;
    expect(built).toEqual(['supportGrants', 'assessments', 'baselines']);
  });

  it('gives a transaction the writes of every aggregate', async () => {
    const store = memoryStore();
    const org = orgData(
      store,
      't1',
      stamp,
      orgQueries((aggregate) => aggregate.queries?.memory(store, 't1')),
    );
    const fields = await org.transaction((tx) => {
      const names: string[] = [];
      for (const name in tx) names.push(name);
      return Promise.resolve(names.sort());
    });
    const expected = listed.flatMap((aggregate) => Object.keys(aggregate.writes ?? {})).sort();
    expect(fields).toEqual(expected);
    expect(fields).toEqual(expect.arrayContaining(['audit', 'mail', 'roadmapHistory', 'tenants']));
  });
});

describe('the aggregates', () => {
  it('never add the same field twice to the organisation, a transaction or its queries', () => {
    const repeated = (names: string[]) => names.filter((name, index) => names.indexOf(name) !== index);
    expect(repeated(listed.flatMap((aggregate) => Object.keys(aggregate.reads ?? {})))).toEqual([]);
    expect(repeated(listed.flatMap((aggregate) => Object.keys(aggregate.writes ?? {})))).toEqual([]);
    expect(repeated(listed.map((aggregate) => aggregate.name))).toEqual([]);
  });

  it('own each sub-collection of an organisation once', () => {
    expect(orgSubcollections.filter((name, index) => orgSubcollections.indexOf(name) !== index)).toEqual([]);
    expect(orgSubcollections).toEqual(expect.arrayContaining(['tenants', 'tenantNames', 'roadmapHistory']));
  });
});
