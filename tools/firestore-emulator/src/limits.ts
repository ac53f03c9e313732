import { invalidArgument } from './errors.ts';
import type { Fields, Filter, Value } from './proto-types.ts';

// Production Firestore's limits, answered with the INVALID_ARGUMENT it gives, so code that
// would fail in production fails locally first. Sizes follow
// https://firebase.google.com/docs/firestore/storage-size.

export const MAX_DOCUMENT_BYTES = 1_048_576;
export const MAX_ID_BYTES = 1_500;
/** Values of one in / not-in / array-contains-any filter. */
export const MAX_FILTER_VALUES = 30;
/** Disjunctions of a query's filter in disjunctive normal form. */
export const MAX_DISJUNCTIONS = 30;

const RESERVED_ID = /^__.*__$/;

/** Collection and document ids: not `.` or `..`, not `__…__`, at most 1,500 bytes. */
export function checkResourceIds(path: string): void {
  for (const id of path.split('/')) {
    if (id === '.' || id === '..')
      throw invalidArgument(`Resource id "${id}" is invalid: "." and ".." are not allowed.`);
    // Firestore reserves ids like __foo__ (they name internal keys such as __name__).
    if (RESERVED_ID.test(id)) throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
    if (Buffer.byteLength(id, 'utf8') > MAX_ID_BYTES) {
      throw invalidArgument(`Resource id "${id.slice(0, 20)}…" is longer than ${MAX_ID_BYTES} bytes.`);
    }
  }
}

const stringSize = (text: string): number => Buffer.byteLength(text, 'utf8') + 1;

/** Document name size: every collection and document id of the path, plus 16. */
export function documentNameSize(path: string): number {
  return path.split('/').reduce((sum, id) => sum + stringSize(id), 16);
}

function referencePath(reference: string): string {
  const at = reference.indexOf('/documents/');
  return at < 0 ? reference : reference.slice(at + '/documents/'.length);
}

function fieldsSize(fields: Fields): number {
  let size = 0;
  for (const [name, value] of Object.entries(fields)) size += stringSize(name) + valueSize(value);
  return size;
}

function valueSize(value: Value): number {
  if (value.stringValue !== undefined) return stringSize(value.stringValue);
  if (
    value.integerValue !== undefined ||
    value.doubleValue !== undefined ||
    value.timestampValue !== undefined
  )
    return 8;
  if (value.booleanValue !== undefined) return 1;
  if (value.bytesValue !== undefined) return value.bytesValue.length;
  if (value.geoPointValue !== undefined) return 16;
  if (value.referenceValue !== undefined) return documentNameSize(referencePath(value.referenceValue));
  if (value.arrayValue !== undefined)
    return (value.arrayValue.values ?? []).reduce((sum, item) => sum + valueSize(item), 0);
  if (value.mapValue !== undefined) return fieldsSize(value.mapValue.fields ?? {});
  return 1;
}

/** Name + fields + 32 bytes. */
export function documentSize(path: string, fields: Fields): number {
  return documentNameSize(path) + fieldsSize(fields) + 32;
}

function checkNoNestedArrays(fields: Fields, where: string): void {
  for (const [name, value] of Object.entries(fields))
    checkValue(value, where ? `${where}.${name}` : name, false);
}

function checkValue(value: Value, fieldPath: string, inArray: boolean): void {
  if (value.arrayValue !== undefined) {
    if (inArray)
      throw invalidArgument(`Cannot have an array value directly inside another array (field ${fieldPath}).`);
    for (const item of value.arrayValue.values ?? []) checkValue(item, fieldPath, true);
  } else if (value.mapValue !== undefined) {
    checkNoNestedArrays(value.mapValue.fields ?? {}, fieldPath);
  }
}

/** What a stored document must satisfy: no array directly in an array, at most 1 MiB. */
export function checkDocument(path: string, fields: Fields): void {
  checkNoNestedArrays(fields, '');
  const size = documentSize(path, fields);
  if (size > MAX_DOCUMENT_BYTES) {
    throw invalidArgument(
      `Document ${path} cannot be written because its size (${size.toLocaleString('en')} bytes) exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en')} bytes.`,
    );
  }
}

const LISTED = new Set(['IN', 'NOT_IN', 'ARRAY_CONTAINS_ANY']);
const DISJUNCTIVE = new Set(['IN', 'ARRAY_CONTAINS_ANY']);

/** The number of conjunctions the filter has in disjunctive normal form. */
function disjunctions(filter: Filter): number {
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(disjunctions);
    if (parts.length === 0) return 1;
    return filter.compositeFilter.op === 'OR'
      ? parts.reduce((sum, n) => sum + n, 0)
      : parts.reduce((product, n) => product * n, 1);
  }
  const field = filter.fieldFilter;
  if (field?.op && LISTED.has(field.op)) {
    const count = field.value?.arrayValue?.values?.length ?? 0;
    if (count > MAX_FILTER_VALUES) {
      throw invalidArgument(
        `'${field.op}' supports up to ${MAX_FILTER_VALUES} comparison values; the filter on ${field.field?.fieldPath ?? '?'} has ${count}.`,
      );
    }
    if (DISJUNCTIVE.has(field.op)) return Math.max(count, 1);
  }
  return 1;
}

type Op = NonNullable<NonNullable<Filter['fieldFilter']>['op']>;

/** The operators of each conjunction of the filter in DNF (in-values not expanded). */
function conjunctionOps(filter: Filter): Op[][] {
  if (filter.compositeFilter) {
    const parts = (filter.compositeFilter.filters ?? []).map(conjunctionOps);
    if (parts.length === 0) return [[]];
    if (filter.compositeFilter.op === 'OR') return parts.flat();
    return parts.reduce<Op[][]>(
      (product, part) => product.flatMap((left) => part.map((right) => [...left, ...right])),
      [[]],
    );
  }
  return [filter.fieldFilter?.op ? [filter.fieldFilter.op] : []];
}

/** in / not-in / array-contains-any values, the disjunction count, one array-contains(-any) per disjunction. */
export function checkFilterLimits(filter: Filter | undefined): void {
  if (!filter) return;
  const count = disjunctions(filter);
  if (count > MAX_DISJUNCTIONS) {
    throw invalidArgument(
      `The query contains ${count} disjunctions in disjunctive normal form; the maximum is ${MAX_DISJUNCTIONS}.`,
    );
  }
  for (const ops of conjunctionOps(filter)) {
    if (ops.filter((op) => op === 'ARRAY_CONTAINS' || op === 'ARRAY_CONTAINS_ANY').length > 1) {
      throw invalidArgument(
        "A maximum of 1 'ARRAY_CONTAINS' or 'ARRAY_CONTAINS_ANY' filter is allowed per disjunction.",
      );
    }
  }
}
