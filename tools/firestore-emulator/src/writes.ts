import { alreadyExists, failedPrecondition, invalidArgument, notFound } from './errors.ts';
import { FieldsEditor, getField, parseFieldPath } from './field-paths.ts';
import { checkDocument, checkResourceIds } from './limits.ts';
import { parseDocumentName } from './paths.ts';
import type { FieldTransform, Fields, Value, Write } from './proto-types.ts';
import { makeDocument, type StoredDocument } from './document.ts';
import { fromProtoTimestamp, toProtoTimestamp, type Micros } from './time.ts';
import {
  NULL_VALUE,
  compareValues,
  fieldsIdentical,
  integerOf,
  isNaNValue,
  isNumber,
  numberOf,
  valuesEqual,
} from './values.ts';

/** The database and relative document path a write targets. */
export function writeTarget(write: Write): { database: string; path: string } {
  const name = write.update?.name ?? write.delete ?? write.transform?.document;
  const target = parseDocumentName(name);
  checkResourceIds(target.path);
  return target;
}

export interface AppliedWrite {
  /** The document after the write; undefined when deleted. Same object as before for a no-op. */
  after: StoredDocument | undefined;
  transformResults: Value[];
}

/** Firestore keeps microseconds: finer timestamp digits are rounded down on write. */
function truncateTimestamps(fields: Fields): Fields {
  let copy: Fields | undefined;
  for (const key of Object.keys(fields)) {
    const value = fields[key] as Value;
    const next = truncateValue(value);
    if (next !== value) (copy ??= { ...fields })[key] = next;
  }
  return copy ?? fields;
}

function truncateValue(value: Value): Value {
  if (value.timestampValue) {
    const nanos = value.timestampValue.nanos ?? 0;
    return nanos % 1000 === 0
      ? value
      : { timestampValue: { ...value.timestampValue, nanos: nanos - (nanos % 1000) } };
  }
  if (value.mapValue?.fields) {
    const fields = truncateTimestamps(value.mapValue.fields);
    return fields === value.mapValue.fields ? value : { mapValue: { fields } };
  }
  if (value.arrayValue?.values) {
    const values = value.arrayValue.values;
    const next = values.map(truncateValue);
    return next.every((item, i) => item === values[i]) ? value : { arrayValue: { values: next } };
  }
  return value;
}

function checkPrecondition(write: Write, name: string, existing: StoredDocument | undefined): void {
  const precondition = write.currentDocument;
  if (!precondition) return;
  if (precondition.exists === true && !existing) throw notFound(`No document to update: ${name}`);
  if (precondition.exists === false && existing) throw alreadyExists(`Document already exists: ${name}`);
  if (precondition.updateTime) {
    const required = fromProtoTimestamp(precondition.updateTime);
    if (!existing || existing.updateTime !== required) {
      throw failedPrecondition(`The document's update time does not match the required update time: ${name}`);
    }
  }
}

const INT64_MAX = 2n ** 63n - 1n;
const INT64_MIN = -(2n ** 63n);

function addIntegers(a: Value, b: Value): Value {
  const x = integerOf(a);
  const y = integerOf(b);
  if (typeof x === 'number' && typeof y === 'number' && Number.isSafeInteger(x + y))
    return { integerValue: String(x + y) };
  let sum = BigInt(x) + BigInt(y);
  // Firestore saturates on overflow rather than wrapping.
  if (sum > INT64_MAX) sum = INT64_MAX;
  if (sum < INT64_MIN) sum = INT64_MIN;
  return { integerValue: sum.toString() };
}

function increment(current: Value | undefined, operand: Value): Value {
  if (!current || !isNumber(current)) return operand;
  if (current.integerValue !== undefined && operand.integerValue !== undefined)
    return addIntegers(current, operand);
  return { doubleValue: numberOf(current) + numberOf(operand) };
}

function extreme(current: Value | undefined, operand: Value, wantMax: boolean): Value {
  if (!current || !isNumber(current)) return operand;
  if (isNaNValue(current) || isNaNValue(operand)) return { doubleValue: NaN };
  const order = compareValues(operand, current);
  // Equal values (3 and 3.0) keep the stored one.
  return (wantMax ? order > 0 : order < 0) ? operand : current;
}

function applyTransform(editor: FieldsEditor, transform: FieldTransform, commitTime: Micros): Value {
  if (!transform.fieldPath) throw invalidArgument('A field transform needs a field path.');
  const segments = parseFieldPath(transform.fieldPath);
  const current = getField(editor.fields, segments);
  let next: Value;
  let result: Value;
  if (transform.setToServerValue === 'REQUEST_TIME') {
    // Server timestamps have millisecond precision (update times have microseconds).
    next = result = { timestampValue: toProtoTimestamp(Math.floor(commitTime / 1000) * 1000) };
  } else if (transform.increment) {
    next = result = increment(current, transform.increment);
  } else if (transform.maximum) {
    next = result = extreme(current, transform.maximum, true);
  } else if (transform.minimum) {
    next = result = extreme(current, transform.minimum, false);
  } else if (transform.appendMissingElements) {
    const values = [...(current?.arrayValue?.values ?? [])];
    for (const element of transform.appendMissingElements.values ?? []) {
      if (!values.some((existing) => valuesEqual(existing, element))) values.push(element);
    }
    next = { arrayValue: { values } };
    result = NULL_VALUE;
  } else if (transform.removeAllFromArray) {
    const remove = transform.removeAllFromArray.values ?? [];
    const values = (current?.arrayValue?.values ?? []).filter(
      (existing) => !remove.some((r) => valuesEqual(existing, r)),
    );
    next = { arrayValue: { values } };
    result = NULL_VALUE;
  } else {
    throw invalidArgument(`Unsupported field transform on ${transform.fieldPath}.`);
  }
  editor.set(segments, next);
  return result;
}

/**
 * Applies one write to the current version of its document. Throws the Firestore error
 * for a failed precondition; the caller discards the whole commit then.
 */
export function applyWrite(
  database: string,
  path: string,
  write: Write,
  existing: StoredDocument | undefined,
  commitTime: Micros,
): AppliedWrite {
  checkPrecondition(write, `${database}/documents/${path}`, existing);
  if (write.delete !== undefined) return { after: undefined, transformResults: [] };

  let editor: FieldsEditor;
  let transforms = write.updateTransforms ?? [];
  if (write.update) {
    const incoming = truncateTimestamps(write.update.fields ?? {});
    if (write.updateMask) {
      editor = new FieldsEditor(existing?.fields ?? {});
      for (const fieldPath of write.updateMask.fieldPaths ?? []) {
        const segments = parseFieldPath(fieldPath);
        const value = getField(incoming, segments);
        if (value === undefined) editor.delete(segments);
        else editor.set(segments, value);
      }
    } else {
      editor = new FieldsEditor(incoming);
    }
  } else if (write.transform) {
    editor = new FieldsEditor(existing?.fields ?? {});
    transforms = write.transform.fieldTransforms ?? [];
  } else {
    throw invalidArgument('A write needs an update, a delete or a transform.');
  }

  const transformResults = transforms.map((transform) => applyTransform(editor, transform, commitTime));
  const fields = editor.fields;
  // Firestore keeps the previous update time when a write changes nothing.
  if (existing && fieldsIdentical(existing.fields, fields)) return { after: existing, transformResults };
  checkDocument(path, fields);
  const after = makeDocument(
    database,
    path,
    fields,
    existing?.createTime ?? commitTime,
    commitTime,
    existing,
  );
  return { after, transformResults };
}
