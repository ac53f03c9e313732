// One organisation as a file, and back: orgs/{tid} with every sub-collection below it (found by
// listing, so a collection added later is included), plus the top-level documents that point at
// it (billingCustomers, apiKeyIds, scimTokenIds, ssoDomainOwners). Firestore values that JSON cannot carry are tagged
// (`$timestamp`, `$bytes`, `$ref`, `$geo`). Restoring writes only the documents that differ
// from the file, so restoring the same file twice writes nothing the second time.
// Secrets that sign (webhook endpoints' signing secrets) never leave in a file: the export
// withholds them, and a restore keeps the values the database holds; an endpoint that no longer
// exists cannot be restored without its secret and is left out (the owners add it again).
import { DocumentReference, GeoPoint, Timestamp } from 'firebase-admin/firestore';
import type { DocumentData, Firestore } from 'firebase-admin/firestore';
import { collections } from '../paths.ts';
import { pages } from '../store/pages.ts';

export const ORG_EXPORT_FORMAT = 'assay.org-export';

export interface ExportedDocument {
  path: string;
  data: Record<string, unknown>;
  /** Fields of the stored document the export left out (secrets): a restore keeps the database's. */
  withheld?: string[];
}

export interface OrgExport {
  format: typeof ORG_EXPORT_FORMAT;
  version: 1;
  tid: string;
  exportedAt: string;
  documents: ExportedDocument[];
}

/** Top-level collections whose documents name the organisation in their `tid`. */
const pointers = [
  collections.billingCustomers,
  collections.apiKeyIds,
  collections.scimTokenIds,
  collections.ssoDomainOwners,
];

/** Fields never exported, by the collection of the document (orgs/{tid}/<collection>/{id}). */
const secretFields: Readonly<Record<string, readonly string[]>> = {
  [collections.webhookEndpoints]: ['secret', 'previousSecret'],
};

function secretFieldsOf(path: string): readonly string[] {
  const segments = path.split('/');
  return segments.length === 4 && segments[0] === collections.orgs
    ? (secretFields[segments[2] ?? ''] ?? [])
    : [];
}

/** The document as a file carries it: encoded, its secret fields left out (and named). */
function exported(path: string, data: DocumentData): ExportedDocument {
  const withheld = secretFieldsOf(path);
  const kept = Object.fromEntries(Object.entries(data).filter(([field]) => !withheld.includes(field)));
  return { path, data: encoded(kept), ...(withheld.length > 0 ? { withheld: [...withheld] } : {}) };
}

function encode(value: unknown): unknown {
  if (value instanceof Timestamp)
    return { $timestamp: { seconds: value.seconds, nanoseconds: value.nanoseconds } };
  if (value instanceof Buffer || value instanceof Uint8Array)
    return { $bytes: Buffer.from(value).toString('base64') };
  if (value instanceof DocumentReference) return { $ref: value.path };
  if (value instanceof GeoPoint) return { $geo: [value.latitude, value.longitude] };
  if (Array.isArray(value)) return value.map(encode);
  if (value !== null && typeof value === 'object')
    return Object.fromEntries(
      Object.entries(value as Record<string, unknown>)
        .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
        .map(([key, inner]) => [key, encode(inner)]),
    );
  return value;
}

function decode(db: Firestore, value: unknown): unknown {
  if (Array.isArray(value)) return value.map((inner) => decode(db, inner));
  if (value === null || typeof value !== 'object') return value;
  const tagged = value as Record<string, unknown>;
  const ts = tagged.$timestamp as { seconds: number; nanoseconds: number } | undefined;
  if (ts) return new Timestamp(ts.seconds, ts.nanoseconds);
  if (typeof tagged.$bytes === 'string') return Buffer.from(tagged.$bytes, 'base64');
  if (typeof tagged.$ref === 'string') return db.doc(tagged.$ref);
  const geo = tagged.$geo as [number, number] | undefined;
  if (geo) return new GeoPoint(geo[0], geo[1]);
  return Object.fromEntries(Object.entries(tagged).map(([key, inner]) => [key, decode(db, inner)]));
}

const encoded = (data: DocumentData) => encode(data) as Record<string, unknown>;

async function collectTree(ref: DocumentReference, into: ExportedDocument[]): Promise<void> {
  for (const collection of await ref.listCollections()) {
    for await (const docs of pages(collection)) {
      for (const doc of docs) {
        into.push(exported(doc.ref.path, doc.data()));
        await collectTree(doc.ref, into);
      }
    }
  }
}

/** The organisation's documents, or null when there is no organisation `tid`. */
export async function exportOrganisation(db: Firestore, tid: string, now: Date): Promise<OrgExport | null> {
  const root = db.collection(collections.orgs).doc(tid);
  const snap = await root.get();
  if (!snap.exists) return null;
  const documents: ExportedDocument[] = [{ path: root.path, data: encoded(snap.data() ?? {}) }];
  await collectTree(root, documents);
  for (const name of pointers)
    for await (const docs of pages(db.collection(name).where('tid', '==', tid)))
      for (const doc of docs) documents.push(exported(doc.ref.path, doc.data()));
  return { format: ORG_EXPORT_FORMAT, version: 1, tid, exportedAt: now.toISOString(), documents };
}

/** Checks a file's shape: every document inside the organisation or pointing at it. */
export function parseOrgExport(text: string): OrgExport {
  const file = JSON.parse(text) as Partial<OrgExport>;
  if (file.format !== ORG_EXPORT_FORMAT || file.version !== 1 || typeof file.tid !== 'string')
    throw new Error(`Not an organisation export (${ORG_EXPORT_FORMAT}, version 1).`);
  const tid = file.tid;
  const inside = (path: string) =>
    path === `${collections.orgs}/${tid}` ||
    path.startsWith(`${collections.orgs}/${tid}/`) ||
    pointers.some((name) => path.startsWith(`${name}/`) && path.split('/').length === 2);
  for (const document of file.documents ?? [])
    if (!inside(document.path)) throw new Error(`${document.path} is not a document of organisation ${tid}.`);
  return file as OrgExport;
}

/**
 * The documents of `file` that are missing or different in the database, each with the secret
 * fields it withholds taken from the database; `unrestorable` are the documents that withhold a
 * secret and no longer exist (nothing could sign for them).
 */
export async function documentsToRestore(
  db: Firestore,
  file: OrgExport,
): Promise<{ differ: ExportedDocument[]; unrestorable: string[] }> {
  const differ: ExportedDocument[] = [];
  const unrestorable: string[] = [];
  for (let at = 0; at < file.documents.length; at += 100) {
    const chunk = file.documents.slice(at, at + 100);
    const snaps = await db.getAll(...chunk.map((document) => db.doc(document.path)));
    snaps.forEach((snap, i) => {
      const document = chunk[i];
      if (!document) return;
      const current = snap.exists ? encoded(snap.data() ?? {}) : null;
      const withheld = document.withheld ?? [];
      if (withheld.length > 0 && !current) {
        unrestorable.push(document.path);
        return;
      }
      // The stored values of the withheld fields, in the encoded form's field order.
      const data = current
        ? Object.fromEntries(
            Object.entries({
              ...document.data,
              ...Object.fromEntries(withheld.filter((field) => field in current).map((f) => [f, current[f]])),
            }).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
          )
        : document.data;
      if (!current || JSON.stringify(current) !== JSON.stringify(data))
        differ.push({ path: document.path, data });
    });
  }
  return { differ, unrestorable };
}

/** Writes `documents` as they are in the file (whole documents, in batches). */
export async function restoreDocuments(db: Firestore, documents: readonly ExportedDocument[]): Promise<void> {
  for (let at = 0; at < documents.length; at += 400) {
    const batch = db.batch();
    for (const document of documents.slice(at, at + 400))
      batch.set(db.doc(document.path), decode(db, document.data) as DocumentData);
    await batch.commit();
  }
}
