import { documentResourceName } from './paths.ts';
import type { Document, Fields } from './proto-types.ts';
import { toProtoTimestamp, type Micros } from './time.ts';

/** One immutable version of a document; a write replaces it with a new object. */
export interface StoredDocument {
  /** Relative path, "users/u1". */
  readonly path: string;
  /** Full resource name, "projects/p/databases/d/documents/users/u1". */
  readonly name: string;
  readonly segments: readonly string[];
  readonly fields: Fields;
  readonly createTime: Micros;
  readonly updateTime: Micros;
}

export function makeDocument(
  database: string,
  path: string,
  fields: Fields,
  createTime: Micros,
  updateTime: Micros,
  previous?: StoredDocument,
): StoredDocument {
  return {
    path,
    name: previous?.name ?? documentResourceName(database, path),
    segments: previous?.segments ?? path.split('/'),
    fields,
    createTime,
    updateTime,
  };
}

/** The wire form, optionally with a projection of the fields. */
export function toProtoDocument(doc: StoredDocument, fields: Fields = doc.fields): Document {
  return {
    name: doc.name,
    fields,
    createTime: toProtoTimestamp(doc.createTime),
    updateTime: toProtoTimestamp(doc.updateTime),
  };
}
