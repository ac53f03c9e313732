// The outbox's reads: the `mail` collection (Trigger Email format) newest first, filtered by a
// recipient (`recipients` array-contains, see mail.ts) and by the extension's `delivery.state`,
// ordered by `createdAt` and the document id in the same direction so a cursor is exact. Every
// page is one indexed query (indexes.ts): its reads are the page's documents plus one, whatever
// the size of the collection. On the emulators it also reads the Auth emulator's pending links;
// in a deployed project Firebase Auth sends those itself.
import { FieldPath, Timestamp } from 'firebase-admin/firestore';
import type { Firestore, Query } from 'firebase-admin/firestore';
import { MAIL_COLLECTION, parseAuthEmulatorLinks, parseMailDocument } from '@assay/domain/outbox';
import type { AuthLink, MailDeliveryState, OutboxMail } from '@assay/domain/outbox';

export interface OutboxFilters {
  /** A recipientKey (trimmed, lower-case address). */
  recipient?: string;
  state?: MailDeliveryState;
}

/** Where a page starts: after the mail queued at `value` (epoch millis) with this id. */
export interface MailPosition {
  value: number;
  id: string;
}

export interface OutboxPageQuery {
  filters: OutboxFilters;
  after?: MailPosition;
  limit: number;
}

export interface OutboxPageResult {
  items: OutboxMail[];
  next?: MailPosition;
}

export interface OutboxSource {
  /** True on the emulators only: there is a local Auth emulator whose links can be shown. */
  readonly local: boolean;
  /** Out-of-band links the Auth emulator holds (a used one is gone); empty when not local. */
  pendingLinks(): Promise<AuthLink[]>;
  page(query: OutboxPageQuery): Promise<OutboxPageResult>;
  /** One `mail` document (null when there is none). */
  get(id: string): Promise<OutboxMail | null>;
}

export interface OutboxLocation {
  isEmulator: boolean;
  projectId: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost: string | undefined;
}

/**
 * The position after a mail. The product dates every message with a Timestamp `createdAt`; a
 * document without a date ends the list (Firestore leaves it out of a query ordered by it anyway).
 */
export function positionOfMail(mail: OutboxMail): MailPosition | undefined {
  const millis = mail.createdAt ? Date.parse(mail.createdAt) : Number.NaN;
  return Number.isFinite(millis) ? { value: millis, id: mail.id } : undefined;
}

/** One more than asked tells whether a next page exists, without a count. */
export function pageOf(fetched: OutboxMail[], limit: number): OutboxPageResult {
  const items = fetched.slice(0, limit);
  const last = items.at(-1);
  const next = fetched.length > limit && last ? positionOfMail(last) : undefined;
  return next ? { items, next } : { items };
}

export function outboxSource(db: Firestore, where: OutboxLocation): OutboxSource {
  const authHost = where.authEmulatorHost;
  const mail = db.collection(MAIL_COLLECTION);
  return {
    local: where.isEmulator && authHost !== undefined,
    async pendingLinks() {
      if (!where.isEmulator || !authHost) return [];
      const response = await fetch(`http://${authHost}/emulator/v1/projects/${where.projectId}/oobCodes`);
      if (!response.ok) throw new Error(`Auth emulator answered ${response.status} for its oobCodes`);
      return parseAuthEmulatorLinks(await response.json());
    },
    async page({ filters, after, limit }) {
      let query: Query = mail;
      if (filters.recipient !== undefined)
        query = query.where('recipients', 'array-contains', filters.recipient);
      if (filters.state !== undefined) query = query.where('delivery.state', '==', filters.state);
      query = query.orderBy('createdAt', 'desc').orderBy(FieldPath.documentId(), 'desc');
      if (after) query = query.startAfter(Timestamp.fromMillis(after.value), after.id);
      const snap = await query.limit(limit + 1).get();
      return pageOf(
        snap.docs.map((doc) => parseMailDocument(doc.id, doc.data())),
        limit,
      );
    },
    async get(id) {
      const snap = await mail.doc(id).get();
      const data = snap.data();
      return data ? parseMailDocument(snap.id, data) : null;
    },
  };
}
