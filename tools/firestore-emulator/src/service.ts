import { Metadata } from '@grpc/grpc-js';
import type {
  ServerDuplexStream,
  ServerUnaryCall,
  ServerWritableStream,
  UntypedServiceImplementation,
  sendUnaryData,
} from '@grpc/grpc-js';
import { randomBytes } from 'node:crypto';
import type { Backend, ReadContext } from './backend.ts';
import { RpcError, invalidArgument, notFound, toServiceError, unimplemented } from './errors.ts';
import { parseFieldPath, projectFields } from './field-paths.ts';
import type { ListenSession } from './listen.ts';
import { joinPath, parseDatabaseName, parseDocumentName, parseParentName } from './paths.ts';
import type {
  Document,
  DocumentMask,
  ListenRequest,
  ListenResponse,
  Precondition,
  ProtoTimestamp,
  StructuredAggregationQuery,
  StructuredQuery,
  TransactionOptions,
  Write,
} from './proto-types.ts';
import { toProtoDocument, type StoredDocument } from './document.ts';
import { toProtoTimestamp, type Micros } from './time.ts';

// gRPC handlers for google.firestore.v1.Firestore: decode, call the backend, encode.
// Authorization metadata is ignored (firebase-admin sends "Bearer owner" to emulators).

interface Consistency {
  transaction?: Buffer;
  newTransaction?: TransactionOptions;
  readTime?: ProtoTimestamp;
}

type Report = (error: unknown) => ReturnType<typeof toServiceError>;

function unary<Req, Res>(report: Report, handler: (request: Req) => Res | Promise<Res>) {
  return (call: ServerUnaryCall<Req, Res>, callback: sendUnaryData<Res>): void => {
    Promise.resolve()
      .then(() => handler(call.request))
      .then(
        (response) => callback(null, response),
        (error: unknown) => callback(report(error)),
      );
  };
}

function serverStream<Req, Res>(
  report: Report,
  handler: (request: Req, signal: AbortSignal) => Res[] | Promise<Res[]>,
) {
  return (call: ServerWritableStream<Req, Res>): void => {
    // Only a cancellation before the answer counts: clients also cancel streams they have
    // finished reading.
    const cancelled = new AbortController();
    let answered = false;
    call.on('cancelled', () => {
      if (!answered) cancelled.abort();
    });
    Promise.resolve()
      .then(() => handler(call.request, cancelled.signal))
      .then(
        (responses) => {
          answered = true;
          for (const response of responses) call.write(response);
          call.end();
        },
        (error: unknown) => {
          answered = true;
          // Headers before the error status, as Firestore sends them: google-gax retries a
          // stream that fails without response headers as if the server were unreachable,
          // which would re-run (and delay by seconds) a transactional read that was ABORTED.
          call.sendMetadata(new Metadata());
          call.emit('error', report(error));
        },
      );
  };
}

function masked(doc: StoredDocument, mask: DocumentMask | undefined): Document {
  if (!mask) return toProtoDocument(doc);
  return toProtoDocument(doc, projectFields(doc.fields, (mask.fieldPaths ?? []).map(parseFieldPath)));
}

function startedTransaction(context: ReadContext): { transaction?: Buffer } {
  return context.started ? { transaction: context.started.id } : {};
}

function timestamp(micros: Micros | undefined): ProtoTimestamp | undefined {
  return micros === undefined ? undefined : toProtoTimestamp(micros);
}

function autoId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  return [...randomBytes(20)].map((byte) => alphabet[byte % alphabet.length]).join('');
}

export function createFirestoreService(
  backend: Backend,
  log: (line: string) => void,
): UntypedServiceImplementation {
  // Firestore errors (RpcError) are answers; anything else is a bug worth a log line.
  const report: Report = (error) => {
    if (!(error instanceof RpcError))
      log(`Internal error: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
    return toServiceError(error);
  };

  const commitOne = async (database: string, write: Write): Promise<void> => {
    await backend.commit(database, [write]);
  };

  return {
    GetDocument: unary(report, async (request: { name?: string; mask?: DocumentMask } & Consistency) => {
      const { database, path } = parseDocumentName(request.name);
      const { docs } = await backend.getDocuments(database, [path], request);
      const doc = docs[0];
      if (!doc) throw notFound(`Document ${request.name} not found.`);
      return masked(doc, request.mask);
    }),

    BatchGetDocuments: serverStream(
      report,
      async (
        request: { database?: string; documents?: string[]; mask?: DocumentMask } & Consistency,
        signal,
      ) => {
        const database = parseDatabaseName(request.database);
        const names = request.documents ?? [];
        const paths = names.map((name) => {
          const parsed = parseDocumentName(name);
          if (parsed.database !== database) throw invalidArgument(`Document ${name} is not in ${database}.`);
          return parsed.path;
        });
        const { context, docs } = await backend.getDocuments(database, paths, { ...request, signal });
        const readTime = toProtoTimestamp(context.readTime);
        const responses: object[] = docs.map((doc, i) =>
          doc ? { found: masked(doc, request.mask), readTime } : { missing: names[i], readTime },
        );
        if (responses.length === 0) responses.push({ readTime });
        responses[0] = { ...responses[0], ...startedTransaction(context) };
        return responses;
      },
    ),

    Commit: unary(report, async (request: { database?: string; writes?: Write[]; transaction?: Buffer }) => {
      const result = await backend.commit(
        parseDatabaseName(request.database),
        request.writes ?? [],
        request.transaction,
      );
      return {
        writeResults: result.results.map((r) => ({
          updateTime: timestamp(r.updateTime),
          transformResults: r.transformResults,
        })),
        commitTime: toProtoTimestamp(result.commitTime),
      };
    }),

    BatchWrite: unary(report, async (request: { database?: string; writes?: Write[] }) => {
      const { results, statuses } = await backend.batchWrite(
        parseDatabaseName(request.database),
        request.writes ?? [],
      );
      return {
        writeResults: results.map((r) =>
          r ? { updateTime: timestamp(r.updateTime), transformResults: r.transformResults } : {},
        ),
        status: statuses,
      };
    }),

    BeginTransaction: unary(report, (request: { database?: string; options?: TransactionOptions }) => ({
      transaction: backend.beginTransaction(parseDatabaseName(request.database), request.options).id,
    })),

    Rollback: unary(report, (request: { database?: string; transaction?: Buffer }) => {
      backend.rollback(parseDatabaseName(request.database), request.transaction ?? Buffer.alloc(0));
      return {};
    }),

    RunQuery: serverStream(
      report,
      (request: { parent?: string; structuredQuery?: StructuredQuery } & Consistency, signal) => {
        const { context, docs, fieldsOf } = backend.query(
          request.parent ?? '',
          request.structuredQuery ?? {},
          { ...request, signal },
        );
        const readTime = toProtoTimestamp(context.readTime);
        const responses: object[] = docs.map((doc) => ({
          document: toProtoDocument(doc, fieldsOf(doc)),
          readTime,
        }));
        // A new transaction's id comes first; an empty result still carries the read time.
        if (context.started) responses.unshift({ ...startedTransaction(context), readTime });
        if (responses.length === 0) responses.push({ readTime });
        return responses;
      },
    ),

    RunAggregationQuery: serverStream(
      report,
      (
        request: { parent?: string; structuredAggregationQuery?: StructuredAggregationQuery } & Consistency,
        signal,
      ) => {
        const query = request.structuredAggregationQuery ?? {};
        const { context, fields } = backend.aggregate(
          request.parent ?? '',
          query.structuredQuery ?? {},
          query.aggregations ?? [],
          { ...request, signal },
        );
        return [
          {
            result: { aggregateFields: fields },
            readTime: toProtoTimestamp(context.readTime),
            ...startedTransaction(context),
          },
        ];
      },
    ),

    ListDocuments: unary(
      report,
      (request: {
        parent?: string;
        collectionId?: string;
        pageSize?: number;
        pageToken?: string;
        mask?: DocumentMask;
        showMissing?: boolean;
      }) => {
        const { docs, nextPageToken } = backend.listDocuments(
          request.parent ?? '',
          request.collectionId ?? '',
          request.showMissing ?? false,
          request.pageSize ?? 0,
          request.pageToken ?? '',
        );
        return {
          documents: docs.map((doc) => ('path' in doc ? masked(doc, request.mask) : { name: doc.name })),
          nextPageToken,
        };
      },
    ),

    ListCollectionIds: unary(
      report,
      (request: { parent?: string; pageSize?: number; pageToken?: string }) => {
        const { ids, nextPageToken } = backend.listCollectionIds(
          request.parent ?? '',
          request.pageSize ?? 0,
          request.pageToken ?? '',
        );
        return { collectionIds: ids, nextPageToken };
      },
    ),

    PartitionQuery: unary(report, () => ({ partitions: [], nextPageToken: '' })),

    CreateDocument: unary(
      report,
      async (request: {
        parent?: string;
        collectionId?: string;
        documentId?: string;
        document?: Document;
        mask?: DocumentMask;
      }) => {
        const parent = parseParentName(request.parent);
        const name = `${parent.database}/documents/${joinPath(parent.path, `${request.collectionId ?? ''}/${request.documentId || autoId()}`)}`;
        await commitOne(parent.database, {
          update: { ...request.document, name },
          currentDocument: { exists: false },
        });
        return masked(backend.getDocumentOrThrow(name), request.mask);
      },
    ),

    UpdateDocument: unary(
      report,
      async (request: {
        document?: Document;
        updateMask?: DocumentMask;
        mask?: DocumentMask;
        currentDocument?: Precondition;
      }) => {
        const { database } = parseDocumentName(request.document?.name);
        const write: Write = { update: request.document ?? {} };
        if (request.updateMask) write.updateMask = request.updateMask;
        if (request.currentDocument) write.currentDocument = request.currentDocument;
        await commitOne(database, write);
        return masked(backend.getDocumentOrThrow(request.document?.name ?? ''), request.mask);
      },
    ),

    DeleteDocument: unary(report, async (request: { name?: string; currentDocument?: Precondition }) => {
      const { database } = parseDocumentName(request.name);
      const write: Write = { delete: request.name ?? '' };
      if (request.currentDocument) write.currentDocument = request.currentDocument;
      await commitOne(database, write);
      return {};
    }),

    Write: (call: ServerDuplexStream<unknown, unknown>) => {
      call.emit('error', report(unimplemented('The Write stream is not supported; use Commit.')));
    },

    Listen: (call: ServerDuplexStream<ListenRequest, ListenResponse>) => {
      let session: ListenSession | undefined;
      const close = (): void => {
        session?.close();
        session = undefined;
      };
      call.on('data', (request: ListenRequest) => {
        try {
          session ??= backend.listeners.open(parseDatabaseName(request.database), (response) => {
            if (!call.cancelled && call.writable) call.write(response);
          });
          session.handle(request);
        } catch (error) {
          close();
          call.emit('error', report(error));
        }
      });
      call.on('end', () => {
        close();
        call.end();
      });
      call.on('cancelled', close);
      call.on('error', close);
      call.on('close', close);
    },
  };
}
