import { describe, expect, it } from 'vitest';
import { IndexRules, type IndexConfig } from './indexes.ts';
import type { Filter, StructuredQuery } from './proto-types.ts';
import { compileQuery } from './query.ts';

const eq = (
  fieldPath: string,
  op: 'EQUAL' | 'IN' | 'ARRAY_CONTAINS' | 'LESS_THAN' | 'NOT_EQUAL' = 'EQUAL',
): Filter => ({
  fieldFilter: {
    field: { fieldPath },
    op,
    value: op === 'IN' ? { arrayValue: { values: [{ integerValue: '1' }] } } : { integerValue: '1' },
  },
});
const and = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'AND', filters } });
const or = (...filters: Filter[]): Filter => ({ compositeFilter: { op: 'OR', filters } });
const by = (fieldPath: string, direction: 'ASCENDING' | 'DESCENDING' = 'ASCENDING') => ({
  field: { fieldPath },
  direction,
});

function outcome(config: IndexConfig, query: StructuredQuery, group = false): string {
  const structured = { ...query, from: [{ collectionId: 'tenants', allDescendants: group }] };
  try {
    new IndexRules(config).check(compileQuery('', structured), structured);
    return 'served';
  } catch (error) {
    return (error as Error).message;
  }
}

const composite = (...fields: [string, 'ASCENDING' | 'DESCENDING' | 'CONTAINS'][]) => ({
  collectionGroup: 'tenants',
  queryScope: 'COLLECTION' as const,
  fields: fields.map(([fieldPath, mode]) =>
    mode === 'CONTAINS' ? { fieldPath, arrayConfig: mode } : { fieldPath, order: mode },
  ),
});

describe('index rules', () => {
  it('single-field queries and equality-only queries need no composite index', () => {
    expect(outcome({}, { where: eq('status') })).toBe('served');
    expect(outcome({}, { orderBy: [by('name', 'DESCENDING')] })).toBe('served');
    expect(outcome({}, { where: eq('age', 'LESS_THAN') })).toBe('served');
    expect(
      outcome({}, { where: and(eq('status'), eq('kind'), eq('tags', 'ARRAY_CONTAINS'), eq('group', 'IN')) }),
    ).toBe('served');
    expect(
      outcome({}, { where: and(eq('status'), eq('kind')), orderBy: [by('__name__', 'DESCENDING')] }),
    ).toBe('served');
    expect(outcome({}, { where: and(eq('status'), eq('status')), orderBy: [by('status')] })).toBe('served');
  });

  it('an equality with an order on another field needs a composite index, named in the message', () => {
    const message = outcome({}, { where: eq('status'), orderBy: [by('name')] });
    expect(message).toMatch(/^The query requires an index/);
    expect(message).toContain(
      '{"collectionGroup":"tenants","queryScope":"COLLECTION","fields":[{"fieldPath":"status","order":"ASCENDING"},{"fieldPath":"name","order":"ASCENDING"}]}',
    );
    expect(
      outcome(
        { indexes: [composite(['status', 'ASCENDING'], ['name', 'ASCENDING'])] },
        { where: eq('status'), orderBy: [by('name')] },
      ),
    ).toBe('served');
    // Direction matters for the order, not for the equality.
    expect(
      outcome(
        { indexes: [composite(['status', 'DESCENDING'], ['name', 'ASCENDING'])] },
        { where: eq('status'), orderBy: [by('name')] },
      ),
    ).toBe('served');
    expect(
      outcome(
        { indexes: [composite(['status', 'ASCENDING'], ['name', 'ASCENDING'])] },
        { where: eq('status'), orderBy: [by('name', 'DESCENDING')] },
      ),
    ).not.toBe('served');
  });

  it('an inequality and an order on different fields, or two orders, need a composite index', () => {
    expect(outcome({}, { where: eq('age', 'LESS_THAN'), orderBy: [by('name')] })).not.toBe('served');
    expect(outcome({}, { orderBy: [by('a'), by('b')] })).not.toBe('served');
    expect(
      outcome(
        { indexes: [composite(['a', 'ASCENDING'], ['b', 'ASCENDING'])] },
        { orderBy: [by('a'), by('b')] },
      ),
    ).toBe('served');
    // The inequality field is ordered after the explicit order.
    expect(
      outcome(
        { indexes: [composite(['name', 'ASCENDING'], ['age', 'ASCENDING'])] },
        { where: eq('age', 'LESS_THAN'), orderBy: [by('name')] },
      ),
    ).toBe('served');
  });

  it('merges composite indexes that each hold one equality followed by the same order', () => {
    const config = {
      indexes: [
        composite(['status', 'ASCENDING'], ['nameLower', 'ASCENDING'], ['id', 'ASCENDING']),
        composite(['kind', 'ASCENDING'], ['nameLower', 'ASCENDING'], ['id', 'ASCENDING']),
        composite(['tags', 'CONTAINS'], ['nameLower', 'ASCENDING'], ['id', 'ASCENDING']),
      ],
    };
    const orderBy = [by('nameLower'), by('id')];
    expect(
      outcome(config, { where: and(eq('status'), eq('kind'), eq('tags', 'ARRAY_CONTAINS')), orderBy }),
    ).toBe('served');
    // An equality no index holds before that order is missing.
    expect(outcome(config, { where: and(eq('status'), eq('group')), orderBy })).toContain(
      '"fieldPath":"group"',
    );
    // array-contains needs a CONTAINS field, == an ordered one.
    expect(outcome(config, { where: and(eq('status'), eq('tags')), orderBy })).not.toBe('served');
    // The order must match exactly: a longer index does not serve a shorter order.
    expect(outcome(config, { where: eq('status'), orderBy: [by('nameLower')] })).not.toBe('served');
  });

  it('each branch of an OR needs its own index', () => {
    const config = { indexes: [composite(['status', 'ASCENDING'], ['name', 'ASCENDING'])] };
    expect(outcome(config, { where: or(eq('status'), eq('status')), orderBy: [by('name')] })).toBe('served');
    expect(outcome(config, { where: or(eq('status'), eq('kind')), orderBy: [by('name')] })).toContain(
      '"fieldPath":"kind"',
    );
  });

  it('collection-group queries need collection-group indexes, single-field ones from fieldOverrides', () => {
    expect(outcome({}, { where: eq('uid') }, true)).toMatch(
      /requires a COLLECTION_GROUP_ASC index for collection tenants and field uid/,
    );
    expect(outcome({}, {}, true)).toBe('served');
    const override = {
      fieldOverrides: [
        {
          collectionGroup: 'tenants',
          fieldPath: 'uid',
          indexes: [{ order: 'ASCENDING' as const, queryScope: 'COLLECTION_GROUP' as const }],
        },
      ],
    };
    expect(outcome(override, { where: eq('uid') }, true)).toBe('served');
    expect(outcome(override, { orderBy: [by('uid', 'DESCENDING')] }, true)).not.toBe('served');
  });

  it('fieldOverrides exempt fields (and their subfields) from single-field indexes', () => {
    const exempt = { fieldOverrides: [{ collectionGroup: 'tenants', fieldPath: 'blob', indexes: [] }] };
    expect(outcome(exempt, { where: eq('blob') })).toMatch(
      /COLLECTION_ASC index for collection tenants and field blob/,
    );
    expect(outcome(exempt, { orderBy: [by('blob.inner')] })).not.toBe('served');
    expect(outcome(exempt, { where: eq('other') })).toBe('served');
  });
});
