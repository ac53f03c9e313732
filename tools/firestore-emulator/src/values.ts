import type { Fields, Value } from './proto-types.ts';

// Firestore's value semantics: the cross-type order
// null < boolean < number (NaN first) < timestamp < string < bytes < reference < geo point
//   < array < vector < map,
// numeric equality across integer/double, and strings compared by UTF-8 bytes.

export type ValueKind =
  | 'null'
  | 'boolean'
  | 'integer'
  | 'double'
  | 'timestamp'
  | 'string'
  | 'bytes'
  | 'reference'
  | 'geoPoint'
  | 'array'
  | 'map';

export function valueKind(value: Value): ValueKind {
  if (value.stringValue !== undefined) return 'string';
  if (value.integerValue !== undefined) return 'integer';
  if (value.doubleValue !== undefined) return 'double';
  if (value.booleanValue !== undefined) return 'boolean';
  if (value.mapValue !== undefined) return 'map';
  if (value.arrayValue !== undefined) return 'array';
  if (value.timestampValue !== undefined) return 'timestamp';
  if (value.referenceValue !== undefined) return 'reference';
  if (value.bytesValue !== undefined) return 'bytes';
  if (value.geoPointValue !== undefined) return 'geoPoint';
  return 'null';
}

const VECTOR_RANK = 9;

function typeRank(value: Value, kind: ValueKind): number {
  switch (kind) {
    case 'null':
      return 0;
    case 'boolean':
      return 1;
    case 'integer':
    case 'double':
      return 2;
    case 'timestamp':
      return 3;
    case 'string':
      return 4;
    case 'bytes':
      return 5;
    case 'reference':
      return 6;
    case 'geoPoint':
      return 7;
    case 'array':
      return 8;
    case 'map':
      return isVector(value) ? VECTOR_RANK : 10;
  }
}

function isVector(value: Value): boolean {
  return value.mapValue?.fields?.__type__?.stringValue === '__vector__';
}

export const NULL_VALUE: Value = { nullValue: 'NULL_VALUE' };

export function isNumber(value: Value): boolean {
  return value.integerValue !== undefined || value.doubleValue !== undefined;
}

export function isNaNValue(value: Value): boolean {
  return value.doubleValue !== undefined && Number.isNaN(value.doubleValue);
}

/** JS strings are UTF-16; Firestore orders by UTF-8 bytes, i.e. by code point. */
export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) continue;
    const xSurrogate = x >= 0xd800 && x <= 0xdfff;
    const ySurrogate = y >= 0xd800 && y <= 0xdfff;
    // A surrogate encodes a code point above U+FFFF, so it sorts after any BMP character.
    if (xSurrogate !== ySurrogate) return xSurrogate ? 1 : -1;
    return x < y ? -1 : 1;
  }
  return a.length - b.length;
}

const NUMERIC_ID = /^__id(-?\d+)__$/;

function numericId(segment: string): bigint | undefined {
  if (!segment.startsWith('__id')) return undefined;
  const match = NUMERIC_ID.exec(segment);
  return match?.[1] === undefined ? undefined : BigInt(match[1]);
}

/** Path segments: numeric ids (`__id42__`) sort first and numerically, then strings. */
export function compareSegments(a: string, b: string): number {
  if (a === b) return 0;
  const x = numericId(a);
  const y = numericId(b);
  if (x !== undefined || y !== undefined) {
    if (x === undefined) return 1;
    if (y === undefined) return -1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  return compareStrings(a, b);
}

export function compareSegmentLists(a: readonly string[], b: readonly string[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareSegments(a[i] as string, b[i] as string);
    if (c !== 0) return c;
  }
  return a.length - b.length;
}

/** Slash-separated paths ("a/b/c") compared segment by segment. */
export function comparePaths(a: string, b: string): number {
  if (a === b) return 0;
  return compareSegmentLists(a.split('/'), b.split('/'));
}

function sign(n: number): number {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

/** An integer value as a JS number when exact, otherwise as a bigint. */
export function integerOf(value: Value): number | bigint {
  const text = String(value.integerValue);
  const n = Number(text);
  return Number.isSafeInteger(n) ? n : BigInt(text);
}

export function numberOf(value: Value): number {
  return value.doubleValue !== undefined ? value.doubleValue : Number(value.integerValue);
}

function compareBigWithDouble(big: bigint, double: number): number {
  if (Number.isNaN(double)) return 1;
  if (!Number.isFinite(double)) return double > 0 ? -1 : 1;
  const whole = BigInt(Math.trunc(double));
  if (big !== whole) return big < whole ? -1 : 1;
  const fraction = double - Math.trunc(double);
  return fraction > 0 ? -1 : fraction < 0 ? 1 : 0;
}

function compareNumbers(a: Value, b: Value): number {
  const x = a.integerValue !== undefined ? integerOf(a) : (a.doubleValue as number);
  const y = b.integerValue !== undefined ? integerOf(b) : (b.doubleValue as number);
  if (typeof x === 'number' && typeof y === 'number') {
    if (Number.isNaN(x)) return Number.isNaN(y) ? 0 : -1;
    if (Number.isNaN(y)) return 1;
    return x < y ? -1 : x > y ? 1 : 0;
  }
  if (typeof x === 'bigint' && typeof y === 'bigint') return x < y ? -1 : x > y ? 1 : 0;
  if (typeof x === 'bigint') return compareBigWithDouble(x, y as number);
  return -compareBigWithDouble(y as bigint, x);
}

function compareTimestamps(a: Value, b: Value): number {
  const x = a.timestampValue ?? {};
  const y = b.timestampValue ?? {};
  const seconds = Number(x.seconds ?? 0) - Number(y.seconds ?? 0);
  if (seconds !== 0) return sign(seconds);
  return sign((x.nanos ?? 0) - (y.nanos ?? 0));
}

function compareBytes(a: Value, b: Value): number {
  return Buffer.compare(a.bytesValue as Uint8Array, b.bytesValue as Uint8Array);
}

function compareArrays(a: readonly Value[], b: readonly Value[]): number {
  const length = Math.min(a.length, b.length);
  for (let i = 0; i < length; i++) {
    const c = compareValues(a[i] as Value, b[i] as Value);
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

function compareMaps(a: Fields, b: Fields): number {
  const aKeys = Object.keys(a).sort(compareStrings);
  const bKeys = Object.keys(b).sort(compareStrings);
  const length = Math.min(aKeys.length, bKeys.length);
  for (let i = 0; i < length; i++) {
    const aKey = aKeys[i] as string;
    const bKey = bKeys[i] as string;
    const keyOrder = compareStrings(aKey, bKey);
    if (keyOrder !== 0) return sign(keyOrder);
    const c = compareValues(a[aKey] as Value, b[bKey] as Value);
    if (c !== 0) return c;
  }
  return sign(aKeys.length - bKeys.length);
}

function compareVectors(a: Value, b: Value): number {
  const x = a.mapValue?.fields?.value?.arrayValue?.values ?? [];
  const y = b.mapValue?.fields?.value?.arrayValue?.values ?? [];
  if (x.length !== y.length) return sign(x.length - y.length);
  return compareArrays(x, y);
}

/** Total order over all values, -1/0/1. */
export function compareValues(a: Value, b: Value): number {
  const aKind = valueKind(a);
  const bKind = valueKind(b);
  const rank = typeRank(a, aKind) - typeRank(b, bKind);
  if (rank !== 0) return sign(rank);
  switch (aKind) {
    case 'null':
      return 0;
    case 'boolean':
      return sign(Number(a.booleanValue) - Number(b.booleanValue));
    case 'integer':
    case 'double':
      return compareNumbers(a, b);
    case 'timestamp':
      return compareTimestamps(a, b);
    case 'string':
      return sign(compareStrings(a.stringValue as string, b.stringValue as string));
    case 'bytes':
      return sign(compareBytes(a, b));
    case 'reference':
      return sign(comparePaths(a.referenceValue as string, b.referenceValue as string));
    case 'geoPoint': {
      const x = a.geoPointValue ?? {};
      const y = b.geoPointValue ?? {};
      return sign((x.latitude ?? 0) - (y.latitude ?? 0)) || sign((x.longitude ?? 0) - (y.longitude ?? 0));
    }
    case 'array':
      return compareArrays(a.arrayValue?.values ?? [], b.arrayValue?.values ?? []);
    case 'map':
      if (isVector(a)) return compareVectors(a, b);
      return compareMaps(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
  }
}

/**
 * Query equality: 1 == 1.0, NaN == NaN (as in arrayUnion/arrayRemove and `in`),
 * maps equal key by key regardless of key order.
 */
export function valuesEqual(a: Value, b: Value): boolean {
  const aKind = valueKind(a);
  const bKind = valueKind(b);
  if (typeRank(a, aKind) !== typeRank(b, bKind)) return false;
  switch (aKind) {
    case 'array': {
      const x = a.arrayValue?.values ?? [];
      const y = b.arrayValue?.values ?? [];
      return x.length === y.length && x.every((item, i) => valuesEqual(item, y[i] as Value));
    }
    case 'map': {
      const x = a.mapValue?.fields ?? {};
      const y = b.mapValue?.fields ?? {};
      const keys = Object.keys(x);
      if (keys.length !== Object.keys(y).length) return false;
      return keys.every((key) => y[key] !== undefined && valuesEqual(x[key] as Value, y[key]));
    }
    default:
      return compareValues(a, b) === 0;
  }
}

/** Identity for change detection: unlike valuesEqual, integer 1 and double 1.0 differ. */
export function valuesIdentical(a: Value, b: Value): boolean {
  const kind = valueKind(a);
  if (kind !== valueKind(b)) return false;
  switch (kind) {
    case 'integer':
      return String(a.integerValue) === String(b.integerValue);
    case 'double':
      return Object.is(a.doubleValue, b.doubleValue);
    case 'array': {
      const x = a.arrayValue?.values ?? [];
      const y = b.arrayValue?.values ?? [];
      return x.length === y.length && x.every((item, i) => valuesIdentical(item, y[i] as Value));
    }
    case 'map':
      return fieldsIdentical(a.mapValue?.fields ?? {}, b.mapValue?.fields ?? {});
    default:
      return compareValues(a, b) === 0;
  }
}

export function fieldsIdentical(a: Fields, b: Fields): boolean {
  if (a === b) return true;
  const keys = Object.keys(a);
  if (keys.length !== Object.keys(b).length) return false;
  return keys.every((key) => b[key] !== undefined && valuesIdentical(a[key] as Value, b[key]));
}

/** Position of the value's type in the cross-type order; range filters only match within one. */
export function typeOrder(value: Value): number {
  return typeRank(value, valueKind(value));
}
