import { invalidArgument, unimplemented } from './errors.ts';
import { getField, parseFieldPath, projectFields } from './field-paths.ts';
import { checkFilterLimits } from './limits.ts';
import { joinPath, splitLast } from './paths.ts';
import type { Cursor, Fields, Filter, StructuredQuery, Value } from './proto-types.ts';
import type { StoredDocument } from './document.ts';
import type { Database } from './store.ts';
import type { Micros } from './time.ts';
import {
  compareSegmentLists,
  compareStrings,
  compareValues,
  isNaNValue,
  typeOrder,
  valuesEqual,
} from './values.ts';

// Structured queries compiled once into predicates and an ordering, then run over the
// collections they name. Semantics follow Firestore: documents lacking an order-by field
// are excluded, range filters match within one type, implicit ordering by inequality
// fields and then the document name.

const NAME_FIELD = '__name__';

interface Order {
  /** null orders by document name. */
  segments: readonly string[] | null;
  descending: boolean;
}

type Predicate = (doc: StoredDocument) => boolean;

export interface CompiledQuery {
  /** Relative path of the parent document, "" for the database root. */
  parent: string;
  /** "" with allDescendants: every collection (kindless, as recursiveDelete asks). */
  collectionId: string;
  allDescendants: boolean;
  filter: Predicate | undefined;
  orders: Order[];
  startAt: Cursor | undefined;
  endAt: Cursor | undefined;
  offset: number;
  limit: number | undefined;
  projection: (readonly string[])[] | undefined;
}

function relativeSegments(reference: string): string[] | undefined {
  const at = reference.indexOf('/documents/');
  return at < 0 ? undefined : reference.slice(at + '/documents/'.length).split('/');
}

function nameValue(doc: StoredDocument): Value {
  return { referenceValue: doc.name };
}

/** The document's value for a field path, or its name for __name__. */
function valueGetter(fieldPath: string): (doc: StoredDocument) => Value | undefined {
  if (fieldPath === NAME_FIELD) return nameValue;
  const segments = parseFieldPath(fieldPath);
  return (doc) => getField(doc.fields, segments);
}

function compileNameComparison(op: string, value: Value): Predicate | undefined {
  // Fast path: compare path segments instead of full reference strings.
  const target = value.referenceValue !== undefined ? relativeSegments(value.referenceValue) : undefined;
  if (!target) return undefined;
  const test = (c: number): boolean => {
    switch (op) {
      case 'LESS_THAN':
        return c < 0;
      case 'LESS_THAN_OR_EQUAL':
        return c <= 0;
      case 'GREATER_THAN':
        return c > 0;
      case 'GREATER_THAN_OR_EQUAL':
        return c >= 0;
      case 'EQUAL':
        return c === 0;
      default:
        return c !== 0;
    }
  };
  return (doc) => test(compareSegmentLists(doc.segments, target));
}

function compileFieldFilter(filter: NonNullable<Filter['fieldFilter']>): Predicate {
  const fieldPath = filter.field?.fieldPath;
  const value = filter.value;
  const op = filter.op ?? 'OPERATOR_UNSPECIFIED';
  if (!fieldPath || !value) throw invalidArgument('A field filter needs a field and a value.');
  if (
    fieldPath === NAME_FIELD &&
    [
      'LESS_THAN',
      'LESS_THAN_OR_EQUAL',
      'GREATER_THAN',
      'GREATER_THAN_OR_EQUAL',
      'EQUAL',
      'NOT_EQUAL',
    ].includes(op)
  ) {
    const fast = compileNameComparison(op, value);
    if (fast) return fast;
  }
  const get = valueGetter(fieldPath);
  const list = value.arrayValue?.values ?? [];
  switch (op) {
    case 'EQUAL':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && valuesEqual(v, value);
      };
    case 'NOT_EQUAL':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && v.nullValue === undefined && !valuesEqual(v, value);
      };
    case 'LESS_THAN':
    case 'LESS_THAN_OR_EQUAL':
    case 'GREATER_THAN':
    case 'GREATER_THAN_OR_EQUAL': {
      // Same type class only; NaN sorts below every number, as in the index.
      const rank = typeOrder(value);
      const accept =
        op === 'LESS_THAN'
          ? (c: number) => c < 0
          : op === 'LESS_THAN_OR_EQUAL'
            ? (c: number) => c <= 0
            : op === 'GREATER_THAN'
              ? (c: number) => c > 0
              : (c: number) => c >= 0;
      return (doc) => {
        const v = get(doc);
        if (v === undefined || typeOrder(v) !== rank) return false;
        return accept(compareValues(v, value));
      };
    }
    case 'ARRAY_CONTAINS':
      return (doc) => get(doc)?.arrayValue?.values?.some((item) => valuesEqual(item, value)) ?? false;
    case 'ARRAY_CONTAINS_ANY':
      return (doc) =>
        get(doc)?.arrayValue?.values?.some((item) => list.some((wanted) => valuesEqual(item, wanted))) ??
        false;
    case 'IN':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && list.some((wanted) => valuesEqual(v, wanted));
      };
    case 'NOT_IN':
      return (doc) => {
        const v = get(doc);
        return (
          v !== undefined && v.nullValue === undefined && !list.some((excluded) => valuesEqual(v, excluded))
        );
      };
    default:
      throw invalidArgument(`Unsupported field filter operator ${op}.`);
  }
}

function compileUnaryFilter(filter: NonNullable<Filter['unaryFilter']>): Predicate {
  const fieldPath = filter.field?.fieldPath;
  if (!fieldPath) throw invalidArgument('A unary filter needs a field.');
  const get = valueGetter(fieldPath);
  switch (filter.op) {
    case 'IS_NULL':
      return (doc) => get(doc)?.nullValue !== undefined;
    case 'IS_NAN':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && isNaNValue(v);
      };
    case 'IS_NOT_NULL':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && v.nullValue === undefined;
      };
    case 'IS_NOT_NAN':
      return (doc) => {
        const v = get(doc);
        return v !== undefined && v.nullValue === undefined && !isNaNValue(v);
      };
    default:
      throw invalidArgument(`Unsupported unary filter operator ${String(filter.op)}.`);
  }
}

function compileFilter(filter: Filter): Predicate | undefined {
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? [])
      .map(compileFilter)
      .filter((p): p is Predicate => p !== undefined);
    if (parts.length === 0) return undefined;
    if (parts.length === 1) return parts[0];
    if (filter.compositeFilter.op === 'OR') return (doc) => parts.some((part) => part(doc));
    return (doc) => parts.every((part) => part(doc));
  }
  if (filter.fieldFilter) return compileFieldFilter(filter.fieldFilter);
  if (filter.unaryFilter) return compileUnaryFilter(filter.unaryFilter);
  return undefined;
}

const INEQUALITIES = new Set([
  'LESS_THAN',
  'LESS_THAN_OR_EQUAL',
  'GREATER_THAN',
  'GREATER_THAN_OR_EQUAL',
  'NOT_EQUAL',
  'NOT_IN',
  'IS_NOT_NAN',
  'IS_NOT_NULL',
]);

function inequalityFields(filter: Filter | undefined, into: Set<string>): Set<string> {
  if (!filter) return into;
  for (const child of filter.compositeFilter?.filters ?? []) inequalityFields(child, into);
  const single = filter.fieldFilter ?? filter.unaryFilter;
  const fieldPath = single?.field?.fieldPath;
  if (fieldPath && single?.op && INEQUALITIES.has(single.op)) into.add(fieldPath);
  return into;
}

function compareFieldPaths(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareStrings(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Explicit orders, then inequality fields not yet ordered, then __name__ — in the last direction. */
function compileOrders(query: StructuredQuery): Order[] {
  const orders: Order[] = [];
  const seen = new Set<string>();
  for (const order of query.orderBy ?? []) {
    const fieldPath = order.field?.fieldPath;
    if (!fieldPath) throw invalidArgument('An order needs a field.');
    const segments = fieldPath === NAME_FIELD ? null : parseFieldPath(fieldPath);
    const key = segments === null ? NAME_FIELD : segments.join('\u0000');
    if (seen.has(key)) continue;
    seen.add(key);
    orders.push({ segments, descending: order.direction === 'DESCENDING' });
  }
  const descending = orders.at(-1)?.descending ?? false;
  const implicit = [...inequalityFields(query.where, new Set())]
    .filter((fieldPath) => fieldPath !== NAME_FIELD)
    .map(parseFieldPath)
    .filter((segments) => !seen.has(segments.join('\u0000')))
    .sort(compareFieldPaths);
  for (const segments of implicit) {
    seen.add(segments.join('\u0000'));
    orders.push({ segments, descending });
  }
  if (!seen.has(NAME_FIELD)) orders.push({ segments: null, descending });
  return orders;
}

export function compileQuery(parent: string, query: StructuredQuery): CompiledQuery {
  if (query.findNearest)
    throw unimplemented('Vector search (findNearest) is not supported by this emulator.');
  const from = query.from ?? [];
  if (from.length !== 1 || !from[0]) throw invalidArgument('A query must name exactly one collection.');
  checkFilterLimits(query.where);
  const orders = compileOrders(query);
  for (const cursor of [query.startAt, query.endAt]) {
    if (cursor && (cursor.values ?? []).length > orders.length) {
      throw invalidArgument('Too many cursor values for the query ordering.');
    }
  }
  const selected = query.select?.fields;
  return {
    parent,
    collectionId: from[0].collectionId ?? '',
    allDescendants: from[0].allDescendants ?? false,
    filter: query.where ? compileFilter(query.where) : undefined,
    orders,
    startAt: query.startAt,
    endAt: query.endAt,
    offset: query.offset ?? 0,
    limit: query.limit?.value,
    projection: selected
      ? selected
          .map((field) => field.fieldPath ?? '')
          .filter((p) => p !== NAME_FIELD)
          .map(parseFieldPath)
      : undefined,
  };
}

function orderValue(doc: StoredDocument, order: Order): Value | undefined {
  return order.segments === null ? nameValue(doc) : getField(doc.fields, order.segments);
}

function compareOn(
  order: Order,
  a: StoredDocument,
  b: StoredDocument,
  aValue: Value | undefined,
  bValue: Value | undefined,
): number {
  const c =
    order.segments === null
      ? compareSegmentLists(a.segments, b.segments)
      : compareValues(aValue as Value, bValue as Value);
  return order.descending ? -c : c;
}

function compareToCursor(query: CompiledQuery, doc: StoredDocument, cursor: Cursor): number {
  const values = cursor.values ?? [];
  for (let i = 0; i < values.length; i++) {
    const order = query.orders[i] as Order;
    const bound = values[i] as Value;
    let c: number;
    if (order.segments === null) {
      const segments =
        bound.referenceValue !== undefined ? relativeSegments(bound.referenceValue) : undefined;
      c = segments ? compareSegmentLists(doc.segments, segments) : compareValues(nameValue(doc), bound);
    } else {
      c = compareValues(getField(doc.fields, order.segments) as Value, bound);
    }
    if (c !== 0) return order.descending ? -c : c;
  }
  return 0;
}

function withinCursors(query: CompiledQuery, doc: StoredDocument): boolean {
  if (query.startAt) {
    const c = compareToCursor(query, doc, query.startAt);
    if (query.startAt.before ? c < 0 : c <= 0) return false;
  }
  if (query.endAt) {
    const c = compareToCursor(query, doc, query.endAt);
    if (query.endAt.before ? c >= 0 : c > 0) return false;
  }
  return true;
}

function hasOrderFields(query: CompiledQuery, doc: StoredDocument): boolean {
  for (const order of query.orders) {
    if (order.segments !== null && getField(doc.fields, order.segments) === undefined) return false;
  }
  return true;
}

/** Whether the document lies in the collections the query reads. */
export function inScope(query: CompiledQuery, path: string): boolean {
  const collectionPath = splitLast(path).parent;
  if (!query.allDescendants) return collectionPath === joinPath(query.parent, query.collectionId);
  if (query.parent !== '' && !collectionPath.startsWith(`${query.parent}/`)) return false;
  return query.collectionId === '' || splitLast(collectionPath).id === query.collectionId;
}

/** Filter, order fields and cursors: everything but offset and limit. */
export function matchesQuery(query: CompiledQuery, doc: StoredDocument): boolean {
  return (
    inScope(query, doc.path) &&
    (query.filter === undefined || query.filter(doc)) &&
    hasOrderFields(query, doc) &&
    withinCursors(query, doc)
  );
}

/** The query's result documents, in order, after offset and limit; at a past time if given. */
export function runQuery(database: Database, query: CompiledQuery, readAt?: Micros): StoredDocument[] {
  const limit = query.limit ?? Infinity;
  if (limit <= 0) return [];
  const accept = (doc: StoredDocument): boolean =>
    (query.filter === undefined || query.filter(doc)) &&
    hasOrderFields(query, doc) &&
    withinCursors(query, doc);
  if (readAt !== undefined) {
    return sortAndSlice(
      query,
      database.documentsAt(query.parent, query.collectionId, query.allDescendants, readAt).filter(accept),
    );
  }

  const collections = database.collectionsFor(query.parent, query.collectionId, query.allDescendants);
  const only = query.orders.length === 1 ? query.orders[0] : undefined;
  if (collections.length === 1 && only?.segments === null) {
    // Ordered by name within one collection: the tree order is the result order; stop at the limit.
    const docs = collections[0]?.docs;
    const result: StoredDocument[] = [];
    let skip = query.offset;
    if (!docs) return result;
    for (const [, doc] of only.descending ? docs.entriesReversed() : docs.entries()) {
      if (!accept(doc)) continue;
      if (skip > 0) {
        skip--;
        continue;
      }
      result.push(doc);
      if (result.length >= limit) break;
    }
    return result;
  }

  const matches: StoredDocument[] = [];
  for (const collection of collections) {
    for (const doc of collection.docs.values()) if (accept(doc)) matches.push(doc);
  }
  return sortAndSlice(query, matches);
}

function sortAndSlice(query: CompiledQuery, docs: readonly StoredDocument[]): StoredDocument[] {
  const rows = docs.map((doc) => ({ doc, keys: query.orders.map((order) => orderValue(doc, order)) }));
  rows.sort((a, b) => {
    for (let i = 0; i < query.orders.length; i++) {
      const c = compareOn(query.orders[i] as Order, a.doc, b.doc, a.keys[i], b.keys[i]);
      if (c !== 0) return c;
    }
    return 0;
  });
  const end = query.limit === undefined ? undefined : query.offset + query.limit;
  return rows.slice(query.offset, end).map((row) => row.doc);
}

/** The fields a response carries: all of them, or only the projection. */
export function projectedFields(query: CompiledQuery, doc: StoredDocument): Fields {
  return query.projection ? projectFields(doc.fields, query.projection) : doc.fields;
}
