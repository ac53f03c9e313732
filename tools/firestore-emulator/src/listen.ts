import { invalidArgument, toServiceError } from './errors.ts';
import { parseDocumentName, parseParentName } from './paths.ts';
import type { ListenRequest, ListenResponse, StructuredQuery, Target } from './proto-types.ts';
import {
  compileQuery,
  inScope,
  matchesQuery,
  projectedFields,
  runQuery,
  type CompiledQuery,
} from './query.ts';
import { toProtoDocument, type StoredDocument } from './document.ts';
import type { Store } from './store.ts';
import { toProtoTimestamp, type CommitClock, type Micros } from './time.ts';

// The Listen stream behind onSnapshot. For each target the session remembers which
// documents (and versions) the client holds; after commits it sends the difference
// (document_change / document_delete / document_remove) followed by a global NO_CHANGE
// with a read time, which is what makes the client raise a snapshot.

export interface DocumentChange {
  path: string;
  before: StoredDocument | undefined;
  after: StoredDocument | undefined;
}

interface ListenTarget {
  id: number;
  documents: Set<string> | undefined;
  query: CompiledQuery | undefined;
  /** Limit and offset make membership depend on other documents: re-run instead of testing one. */
  rerun: boolean;
  /** Documents the client holds for this target: path → update time. */
  sent: Map<string, Micros>;
}

function resumeToken(readTime: Micros): Buffer {
  const token = Buffer.alloc(8);
  token.writeBigInt64BE(BigInt(readTime));
  return token;
}

export class ListenSession {
  private readonly targets = new Map<number, ListenTarget>();
  private closed = false;

  constructor(
    private readonly hub: ListenHub,
    readonly database: string,
    private readonly send: (response: ListenResponse) => void,
  ) {}

  handle(request: ListenRequest): void {
    if (this.closed) return;
    if (request.addTarget) this.addTarget(request.addTarget);
    else if (request.removeTarget !== undefined) this.removeTarget(request.removeTarget);
  }

  close(): void {
    this.closed = true;
    this.targets.clear();
    this.hub.detach(this);
  }

  private addTarget(target: Target): void {
    const id = target.targetId ?? 0;
    let state: ListenTarget;
    try {
      state = this.compileTarget(id, target);
    } catch (error) {
      const { code, details } = toServiceError(error);
      this.send({
        targetChange: { targetChangeType: 'REMOVE', targetIds: [id], cause: { code, message: details } },
      });
      return;
    }
    this.targets.set(id, state);
    this.send({ targetChange: { targetChangeType: 'ADD', targetIds: [id] } });
    // A resumed target gets the full current state; RESET makes the client drop what it had.
    if (target.resumeToken?.length || target.readTime)
      this.send({ targetChange: { targetChangeType: 'RESET', targetIds: [id] } });
    for (const doc of this.currentDocuments(state)) this.sendDocument(state, doc);
    const readTime = this.hub.clock.now();
    this.send({
      targetChange: { targetChangeType: 'CURRENT', targetIds: [id], resumeToken: resumeToken(readTime) },
    });
    this.sendConsistent(readTime);
    if (target.once) this.removeTarget(id);
  }

  private removeTarget(id: number): void {
    if (this.targets.delete(id)) this.send({ targetChange: { targetChangeType: 'REMOVE', targetIds: [id] } });
  }

  private compileTarget(id: number, target: Target): ListenTarget {
    if (target.documents) {
      const documents = new Set<string>();
      for (const name of target.documents.documents ?? []) {
        const parsed = parseDocumentName(name);
        if (parsed.database !== this.database)
          throw invalidArgument(`Document ${name} is not in ${this.database}.`);
        documents.add(parsed.path);
      }
      return { id, documents, query: undefined, rerun: false, sent: new Map() };
    }
    const parent = parseParentName(target.query?.parent);
    if (parent.database !== this.database) throw invalidArgument(`Query parent is not in ${this.database}.`);
    const query = this.hub.compile(parent.path, target.query?.structuredQuery ?? {});
    return {
      id,
      documents: undefined,
      query,
      rerun: query.limit !== undefined || query.offset > 0,
      sent: new Map(),
    };
  }

  private currentDocuments(target: ListenTarget): StoredDocument[] {
    const database = this.hub.store.database(this.database);
    if (target.query) return runQuery(database, target.query);
    const docs: StoredDocument[] = [];
    for (const path of target.documents ?? []) {
      const doc = database.get(path);
      if (doc) docs.push(doc);
    }
    return docs;
  }

  private sendDocument(target: ListenTarget, doc: StoredDocument): void {
    target.sent.set(doc.path, doc.updateTime);
    const fields = target.query ? projectedFields(target.query, doc) : doc.fields;
    this.send({ documentChange: { document: toProtoDocument(doc, fields), targetIds: [target.id] } });
  }

  private sendGone(
    target: ListenTarget,
    path: string,
    doc: StoredDocument | undefined,
    readTime: Micros,
  ): void {
    target.sent.delete(path);
    const name = `${this.database}/documents/${path}`;
    const removal = { document: name, removedTargetIds: [target.id], readTime: toProtoTimestamp(readTime) };
    this.send(doc ? { documentRemove: removal } : { documentDelete: removal });
  }

  private sendConsistent(readTime: Micros): void {
    this.send({
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        targetIds: [],
        readTime: toProtoTimestamp(readTime),
        resumeToken: resumeToken(readTime),
      },
    });
  }

  /** A periodic consistent point keeps the client's 120 s idle timer from restarting the stream. */
  heartbeat(readTime: Micros): void {
    if (this.targets.size > 0) this.sendConsistent(readTime);
  }

  /** Sends what the changes mean for each target; true when anything was sent. */
  apply(changes: readonly DocumentChange[], readTime: Micros): boolean {
    let sent = false;
    for (const target of this.targets.values()) {
      if (target.query && target.rerun) {
        if (changes.some((change) => inScope(target.query as CompiledQuery, change.path))) {
          sent = this.rerun(target, readTime) || sent;
        }
        continue;
      }
      for (const { path, after } of changes) {
        const matches =
          after !== undefined &&
          (target.query ? matchesQuery(target.query, after) : target.documents?.has(path) === true);
        const held = target.sent.get(path);
        if (matches) {
          if (held !== after.updateTime) {
            this.sendDocument(target, after);
            sent = true;
          }
        } else if (held !== undefined) {
          this.sendGone(target, path, after, readTime);
          sent = true;
        }
      }
    }
    if (sent) this.sendConsistent(readTime);
    return sent;
  }

  private rerun(target: ListenTarget, readTime: Micros): boolean {
    const database = this.hub.store.database(this.database);
    const results = this.currentDocuments(target);
    const present = new Set<string>();
    let sent = false;
    for (const doc of results) {
      present.add(doc.path);
      if (target.sent.get(doc.path) !== doc.updateTime) {
        this.sendDocument(target, doc);
        sent = true;
      }
    }
    for (const path of [...target.sent.keys()]) {
      if (!present.has(path)) {
        this.sendGone(target, path, database.get(path), readTime);
        sent = true;
      }
    }
    return sent;
  }
}

/** All listen sessions; commits publish their changes here, delivered once per event-loop turn. */
export class ListenHub {
  private readonly sessions = new Map<string, Set<ListenSession>>();
  private pending = new Map<string, DocumentChange[]>();
  private scheduled = false;
  private readonly heartbeats: NodeJS.Timeout;

  constructor(
    readonly store: Store,
    readonly clock: CommitClock,
    /** Compiles a target's query (and checks its index). */
    readonly compile: (parentPath: string, query: StructuredQuery) => CompiledQuery = compileQuery,
    heartbeatMs = 30_000,
  ) {
    this.heartbeats = setInterval(() => {
      const readTime = this.clock.now();
      for (const set of this.sessions.values()) for (const session of set) session.heartbeat(readTime);
    }, heartbeatMs);
    this.heartbeats.unref();
  }

  open(database: string, send: (response: ListenResponse) => void): ListenSession {
    const session = new ListenSession(this, database, send);
    let set = this.sessions.get(database);
    if (!set) this.sessions.set(database, (set = new Set()));
    set.add(session);
    return session;
  }

  detach(session: ListenSession): void {
    this.sessions.get(session.database)?.delete(session);
  }

  publish(database: string, changes: readonly DocumentChange[]): void {
    if (changes.length === 0 || !this.sessions.get(database)?.size) return;
    let list = this.pending.get(database);
    if (!list) this.pending.set(database, (list = []));
    list.push(...changes);
    if (!this.scheduled) {
      this.scheduled = true;
      setImmediate(() => this.flush());
    }
  }

  private flush(): void {
    this.scheduled = false;
    const pending = this.pending;
    this.pending = new Map();
    const readTime = this.clock.now();
    for (const [database, list] of pending) {
      // Several commits in one turn: only the latest version of each document matters.
      const latest = new Map<string, DocumentChange>();
      for (const change of list) latest.set(change.path, change);
      const changes = [...latest.values()];
      for (const session of this.sessions.get(database) ?? []) session.apply(changes, readTime);
    }
  }

  closeAll(): void {
    clearInterval(this.heartbeats);
    for (const set of this.sessions.values()) for (const session of [...set]) session.close();
  }
}
