// Shapes of the google.firestore.v1 messages as @grpc/proto-loader decodes and encodes them
// (camelCase keys, int64 as decimal strings, enums as names, bytes as Buffer, no defaults).
// Only the fields this server reads or writes are typed.

export interface ProtoTimestamp {
  seconds?: string | number;
  nanos?: number;
}

export interface LatLng {
  latitude?: number;
  longitude?: number;
}

export interface ArrayValue {
  values?: Value[];
}
export interface MapValue {
  fields?: Fields;
}
export type Fields = Record<string, Value>;

/** Exactly one member is set. */
export interface Value {
  nullValue?: 'NULL_VALUE' | 0;
  booleanValue?: boolean;
  integerValue?: string | number;
  doubleValue?: number;
  timestampValue?: ProtoTimestamp;
  stringValue?: string;
  bytesValue?: Buffer | Uint8Array;
  referenceValue?: string;
  geoPointValue?: LatLng;
  arrayValue?: ArrayValue;
  mapValue?: MapValue;
}

export interface Document {
  name?: string;
  fields?: Fields;
  createTime?: ProtoTimestamp;
  updateTime?: ProtoTimestamp;
}

export interface DocumentMask {
  fieldPaths?: string[];
}

export interface Precondition {
  exists?: boolean;
  updateTime?: ProtoTimestamp;
}

export interface TransactionOptions {
  readOnly?: { readTime?: ProtoTimestamp };
  readWrite?: { retryTransaction?: Buffer };
}

export interface FieldTransform {
  fieldPath?: string;
  setToServerValue?: 'REQUEST_TIME' | 'SERVER_VALUE_UNSPECIFIED';
  increment?: Value;
  maximum?: Value;
  minimum?: Value;
  appendMissingElements?: ArrayValue;
  removeAllFromArray?: ArrayValue;
}

export interface Write {
  update?: Document;
  delete?: string;
  transform?: { document?: string; fieldTransforms?: FieldTransform[] };
  updateMask?: DocumentMask;
  updateTransforms?: FieldTransform[];
  currentDocument?: Precondition;
}

export interface WriteResult {
  updateTime?: ProtoTimestamp;
  transformResults?: Value[];
}

export interface FieldReference {
  fieldPath?: string;
}

export type FieldOperator =
  | 'OPERATOR_UNSPECIFIED'
  | 'LESS_THAN'
  | 'LESS_THAN_OR_EQUAL'
  | 'GREATER_THAN'
  | 'GREATER_THAN_OR_EQUAL'
  | 'EQUAL'
  | 'NOT_EQUAL'
  | 'ARRAY_CONTAINS'
  | 'IN'
  | 'ARRAY_CONTAINS_ANY'
  | 'NOT_IN';

export type UnaryOperator = 'OPERATOR_UNSPECIFIED' | 'IS_NAN' | 'IS_NULL' | 'IS_NOT_NAN' | 'IS_NOT_NULL';

export interface Filter {
  compositeFilter?: { op?: 'OPERATOR_UNSPECIFIED' | 'AND' | 'OR'; filters?: Filter[] };
  fieldFilter?: { field?: FieldReference; op?: FieldOperator; value?: Value };
  unaryFilter?: { op?: UnaryOperator; field?: FieldReference };
}

export interface Cursor {
  values?: Value[];
  before?: boolean;
}

export interface StructuredQuery {
  select?: { fields?: FieldReference[] };
  from?: { collectionId?: string; allDescendants?: boolean }[];
  where?: Filter;
  orderBy?: { field?: FieldReference; direction?: 'DIRECTION_UNSPECIFIED' | 'ASCENDING' | 'DESCENDING' }[];
  startAt?: Cursor;
  endAt?: Cursor;
  offset?: number;
  limit?: { value?: number };
  findNearest?: unknown;
}

export interface Aggregation {
  alias?: string;
  count?: { upTo?: { value?: string | number } };
  sum?: { field?: FieldReference };
  avg?: { field?: FieldReference };
}

export interface StructuredAggregationQuery {
  structuredQuery?: StructuredQuery;
  aggregations?: Aggregation[];
}

export interface Target {
  query?: { parent?: string; structuredQuery?: StructuredQuery };
  documents?: { documents?: string[] };
  resumeToken?: Buffer;
  readTime?: ProtoTimestamp;
  targetId?: number;
  once?: boolean;
}

export interface ListenRequest {
  database?: string;
  addTarget?: Target;
  removeTarget?: number;
}

export type TargetChangeType = 'NO_CHANGE' | 'ADD' | 'REMOVE' | 'CURRENT' | 'RESET';

export interface ListenResponse {
  targetChange?: {
    targetChangeType: TargetChangeType;
    targetIds?: number[];
    cause?: { code: number; message: string };
    resumeToken?: Buffer;
    readTime?: ProtoTimestamp;
  };
  documentChange?: { document: Document; targetIds?: number[]; removedTargetIds?: number[] };
  documentDelete?: { document: string; removedTargetIds?: number[]; readTime?: ProtoTimestamp };
  documentRemove?: { document: string; removedTargetIds?: number[]; readTime?: ProtoTimestamp };
  filter?: { targetId: number; count: number };
}
