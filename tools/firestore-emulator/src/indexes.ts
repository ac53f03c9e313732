import { readFileSync, statSync } from 'node:fs';
import { failedPrecondition, invalidArgument } from './errors.ts';
import { parseFieldPath } from './field-paths.ts';
import type { Filter, StructuredQuery } from './proto-types.ts';
import type { CompiledQuery } from './query.ts';

// Production Firestore serves every query from an index and refuses one it has no index
// for with FAILED_PRECONDITION "The query requires an index". With a firestore.indexes.json
// this emulator refuses the same queries, so a missing index fails locally before deploy.
//
// The rules (https://firebase.google.com/docs/firestore/query-data/index-overview):
// - Single-field indexes (ascending, descending, array-contains) exist for every field with
//   collection scope; collection-group scope and exemptions come from `fieldOverrides`.
// - A query needs, after its equality filters (==, in, array-contains, array-contains-any,
//   is null/NaN), its order: explicit orderBy, then inequality fields, then __name__.
// - Equalities alone are served by merging single-field indexes.
// - With an order, indexes are merged when each holds some of the equality fields followed
//   by exactly the query's order (index merging); one index holding them all also serves.

type Scope = 'COLLECTION' | 'COLLECTION_GROUP';
type Mode = 'ASCENDING' | 'DESCENDING' | 'CONTAINS';

export interface IndexField {
  fieldPath: string;
  order?: 'ASCENDING' | 'DESCENDING';
  arrayConfig?: 'CONTAINS';
}

export interface CompositeIndex {
  collectionGroup: string;
  queryScope?: Scope;
  fields: IndexField[];
}

export interface FieldOverride {
  collectionGroup: string;
  fieldPath: string;
  indexes?: { order?: 'ASCENDING' | 'DESCENDING'; arrayConfig?: 'CONTAINS'; queryScope?: Scope }[];
}

/** The content of a firestore.indexes.json. */
export interface IndexConfig {
  indexes?: CompositeIndex[];
  fieldOverrides?: FieldOverride[];
}

const NAME = '__name__';
const keyOf = (fieldPath: string): string => parseFieldPath(fieldPath).join('\u0000');
const display = (segments: readonly string[]): string =>
  segments
    .map((segment) =>
      /^[A-Za-z_][A-Za-z_0-9]*$/.test(segment) ? segment : `\`${segment.replace(/[`\\]/g, '\\$&')}\``,
    )
    .join('.');

interface Equality {
  key: string;
  fieldPath: string;
  contains: boolean;
}
interface OrderKey {
  key: string;
  fieldPath: string;
  descending: boolean;
}

/** The filter as conjunctions (disjunctive normal form), keeping only what decides the index. */
function conjunctions(filter: Filter | undefined): Equality[][] {
  if (!filter) return [[]];
  const composite = filter.compositeFilter;
  if (composite) {
    const parts = (composite.filters ?? []).map(conjunctions);
    if (parts.length === 0) return [[]];
    if (composite.op === 'OR') return parts.flat();
    return parts.reduce<Equality[][]>(
      (product, part) => product.flatMap((left) => part.map((right) => [...left, ...right])),
      [[]],
    );
  }
  const single = filter.fieldFilter ?? filter.unaryFilter;
  const fieldPath = single?.field?.fieldPath;
  if (!fieldPath || fieldPath === NAME) return [[]];
  switch (single?.op) {
    case 'EQUAL':
    case 'IN':
    case 'IS_NULL':
    case 'IS_NAN':
      return [[{ key: keyOf(fieldPath), fieldPath, contains: false }]];
    case 'ARRAY_CONTAINS':
    case 'ARRAY_CONTAINS_ANY':
      return [[{ key: keyOf(fieldPath), fieldPath, contains: true }]];
    default:
      return [[]];
  }
}

function fieldMode(field: IndexField): Mode | undefined {
  return field.arrayConfig === 'CONTAINS' ? 'CONTAINS' : field.order;
}

export class IndexRules {
  constructor(private readonly config: IndexConfig) {}

  /** Throws FAILED_PRECONDITION naming the index to add when production would refuse the query. */
  check(query: CompiledQuery, structured: StructuredQuery): void {
    // Kindless queries (recursiveDelete) and queries with no filter or order need nothing.
    if (query.collectionId === '') return;
    const scope: Scope = query.allDescendants ? 'COLLECTION_GROUP' : 'COLLECTION';
    for (const conjunction of conjunctions(structured.where))
      this.checkConjunction(query, scope, conjunction);
  }

  private checkConjunction(query: CompiledQuery, scope: Scope, found: Equality[]): void {
    const group = query.collectionId;
    const equalities = [...new Map(found.map((eq) => [`${eq.key}\u0001${eq.contains}`, eq])).values()];
    const equal = new Set(equalities.filter((eq) => !eq.contains).map((eq) => eq.key));
    const nameOrder = query.orders.find((order) => order.segments === null);
    const nameDescending = nameOrder?.descending ?? false;
    const orders: OrderKey[] = query.orders
      .filter((order) => order.segments !== null && !equal.has(order.segments.join('\u0000')))
      .map((order) => ({
        key: (order.segments as readonly string[]).join('\u0000'),
        fieldPath: display(order.segments as readonly string[]),
        descending: order.descending,
      }));
    // __name__ in the direction of the last field is implicit in every index.
    const nameExplicit = orders.length > 0 && (orders.at(-1) as OrderKey).descending !== nameDescending;

    if (orders.length === 0) {
      if (
        equalities.every((eq) =>
          this.singleField(group, scope, eq.key, eq.contains ? 'CONTAINS' : undefined),
        ) ||
        this.merged(group, scope, equalities, orders, nameDescending)
      )
        return;
    } else if (equalities.length === 0 && orders.length === 1 && !nameExplicit) {
      const only = orders[0] as OrderKey;
      if (
        this.singleField(group, scope, only.key, only.descending ? 'DESCENDING' : 'ASCENDING') ||
        this.merged(group, scope, equalities, orders, nameDescending)
      )
        return;
    } else if (this.merged(group, scope, equalities, orders, nameDescending)) {
      return;
    }
    throw failedPrecondition(
      this.message(group, scope, equalities, orders, nameExplicit ? nameDescending : undefined),
    );
  }

  /** Whether a single-field index exists (mode undefined: ascending or descending). */
  private singleField(group: string, scope: Scope, key: string, mode: Mode | undefined): boolean {
    const segments = key.split('\u0000');
    // The most specific override applies; a map field's override covers its subfields.
    let override: FieldOverride | undefined;
    let length = -1;
    for (const candidate of this.config.fieldOverrides ?? []) {
      if (candidate.collectionGroup !== group) continue;
      const path = parseFieldPath(candidate.fieldPath);
      if (
        path.length > segments.length ||
        path.length <= length ||
        path.some((segment, i) => segment !== segments[i])
      )
        continue;
      override = candidate;
      length = path.length;
    }
    if (!override) return scope === 'COLLECTION';
    return (override.indexes ?? []).some(
      (index) =>
        (index.queryScope ?? 'COLLECTION') === scope &&
        (mode === undefined ? index.order !== undefined : (index.arrayConfig ?? index.order) === mode),
    );
  }

  /** Composite indexes of the form (some equalities, then exactly the order) that together hold every equality. */
  private merged(
    group: string,
    scope: Scope,
    equalities: readonly Equality[],
    orders: readonly OrderKey[],
    nameDescending: boolean,
  ): boolean {
    const covered = new Set<Equality>();
    let usable = false;
    for (const index of this.config.indexes ?? []) {
      if (index.collectionGroup !== group || (index.queryScope ?? 'COLLECTION') !== scope) continue;
      let fields = index.fields;
      let indexNameDescending = fields.at(-1)?.order === 'DESCENDING';
      if (fields.at(-1)?.fieldPath === NAME) {
        indexNameDescending = fields.at(-1)?.order === 'DESCENDING';
        fields = fields.slice(0, -1);
      }
      if (indexNameDescending !== nameDescending && orders.length > 0) continue;
      const prefixLength = fields.length - orders.length;
      if (prefixLength < 0) continue;
      const suffixMatches = orders.every((order, i) => {
        const field = fields[prefixLength + i] as IndexField;
        return (
          keyOf(field.fieldPath) === order.key &&
          fieldMode(field) === (order.descending ? 'DESCENDING' : 'ASCENDING')
        );
      });
      if (!suffixMatches) continue;
      const held = fields
        .slice(0, prefixLength)
        .map((field) =>
          equalities.find(
            (eq) =>
              eq.key === keyOf(field.fieldPath) &&
              (eq.contains ? fieldMode(field) === 'CONTAINS' : fieldMode(field) !== 'CONTAINS'),
          ),
        );
      if (held.some((eq) => eq === undefined)) continue;
      usable = true;
      for (const eq of held) covered.add(eq as Equality);
    }
    return usable && equalities.every((eq) => covered.has(eq));
  }

  private message(
    group: string,
    scope: Scope,
    equalities: readonly Equality[],
    orders: readonly OrderKey[],
    nameDescending: boolean | undefined,
  ): string {
    const single = equalities.length + orders.length === 1 && nameDescending === undefined;
    if (single) {
      const eq = equalities[0];
      const mode = eq
        ? eq.contains
          ? 'CONTAINS'
          : 'ASCENDING'
        : (orders[0] as OrderKey).descending
          ? 'DESCENDING'
          : 'ASCENDING';
      const fieldPath = eq?.fieldPath ?? (orders[0] as OrderKey).fieldPath;
      const entry = {
        collectionGroup: group,
        fieldPath,
        indexes: [
          mode === 'CONTAINS' ? { arrayConfig: mode, queryScope: scope } : { order: mode, queryScope: scope },
        ],
      };
      return (
        `The query requires a ${scope}_${mode === 'ASCENDING' ? 'ASC' : mode === 'DESCENDING' ? 'DESC' : 'CONTAINS'} index for collection ${group} and field ${fieldPath}. ` +
        `Add it to "fieldOverrides" in firestore.indexes.json: ${JSON.stringify(entry)}`
      );
    }
    const fields: IndexField[] = [
      ...equalities.map((eq): IndexField =>
        eq.contains
          ? { fieldPath: eq.fieldPath, arrayConfig: 'CONTAINS' }
          : { fieldPath: eq.fieldPath, order: 'ASCENDING' },
      ),
      ...orders.map((order): IndexField => ({
        fieldPath: order.fieldPath,
        order: order.descending ? 'DESCENDING' : 'ASCENDING',
      })),
      ...(nameDescending === undefined
        ? []
        : [{ fieldPath: NAME, order: nameDescending ? 'DESCENDING' : 'ASCENDING' } as IndexField]),
    ];
    return `The query requires an index. Add it to "indexes" in firestore.indexes.json: ${JSON.stringify({ collectionGroup: group, queryScope: scope, fields })}`;
  }
}

/** Index rules read from a firestore.indexes.json, read again whenever the file changes. */
export class IndexFile {
  private stamp = '';
  private rules: IndexRules | undefined;

  constructor(readonly path: string) {
    this.current();
  }

  current(): IndexRules {
    const stats = statSync(this.path);
    const stamp = `${stats.mtimeMs}:${stats.size}`;
    if (stamp !== this.stamp || !this.rules) {
      let config: IndexConfig;
      try {
        config = JSON.parse(readFileSync(this.path, 'utf8')) as IndexConfig;
      } catch (error) {
        throw invalidArgument(
          `Cannot read the index file ${this.path}: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
      this.rules = new IndexRules(config);
      this.stamp = stamp;
    }
    return this.rules;
  }
}
