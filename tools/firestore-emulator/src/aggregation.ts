import { invalidArgument } from './errors.ts';
import { getField, parseFieldPath } from './field-paths.ts';
import type { Aggregation, Fields, Value } from './proto-types.ts';
import type { StoredDocument } from './document.ts';
import { NULL_VALUE, integerOf } from './values.ts';

// count / sum / avg over a query's result documents, with Firestore's numeric rules:
// non-numeric values are ignored, an integer sum stays integer unless it overflows
// or meets a double, avg is always a double (null when nothing numeric was seen).

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function numericValues(docs: readonly StoredDocument[], fieldPath: string | undefined): Value[] {
  if (!fieldPath) throw invalidArgument('sum and avg need a field.');
  const segments = parseFieldPath(fieldPath);
  const values: Value[] = [];
  for (const doc of docs) {
    const value = getField(doc.fields, segments);
    if (value && (value.integerValue !== undefined || value.doubleValue !== undefined)) values.push(value);
  }
  return values;
}

function sum(values: readonly Value[]): { integer: bigint; double: number; sawDouble: boolean } {
  let integer = 0n;
  let double = 0;
  let sawDouble = false;
  for (const value of values) {
    if (value.doubleValue !== undefined) {
      double += value.doubleValue;
      sawDouble = true;
    } else {
      integer += BigInt(integerOf(value));
    }
  }
  return { integer, double, sawDouble };
}

function aggregateOne(aggregation: Aggregation, docs: readonly StoredDocument[]): Value {
  if (aggregation.count) {
    const upTo = aggregation.count.upTo?.value;
    const count = upTo === undefined ? docs.length : Math.min(docs.length, Number(upTo));
    return { integerValue: String(count) };
  }
  if (aggregation.sum) {
    const total = sum(numericValues(docs, aggregation.sum.field?.fieldPath));
    if (!total.sawDouble && total.integer <= INT64_MAX && total.integer >= INT64_MIN) {
      return { integerValue: total.integer.toString() };
    }
    return { doubleValue: Number(total.integer) + total.double };
  }
  if (aggregation.avg) {
    const values = numericValues(docs, aggregation.avg.field?.fieldPath);
    if (values.length === 0) return NULL_VALUE;
    const total = sum(values);
    return { doubleValue: (Number(total.integer) + total.double) / values.length };
  }
  throw invalidArgument('Unsupported aggregation.');
}

export function aggregate(aggregations: readonly Aggregation[], docs: readonly StoredDocument[]): Fields {
  const result: Fields = {};
  aggregations.forEach((aggregation, i) => {
    result[aggregation.alias ?? `field_${i + 1}`] = aggregateOne(aggregation, docs);
  });
  return result;
}
