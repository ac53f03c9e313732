// Where the local inbox comes from: the links the Auth emulator would have emailed and the
// `mail` collection (Trigger Email format). Exists only on the emulators: in a deployed project
// the extension sends the mail and Firebase Auth sends its links for real.
import { MAIL_COLLECTION, OUTBOX_MAIL_LIMIT, parseAuthEmulatorLinks, parseMailDocument } from '@assay/domain/outbox';
import type { AuthLink, OutboxMail } from '@assay/domain/outbox';
import type { Firestore } from 'firebase-admin/firestore';

export interface OutboxSource {
  /** False outside the emulators: there is no local inbox to read. */
  readonly local: boolean;
  /** Out-of-band links the Auth emulator holds (a used one is gone). */
  pendingLinks(): Promise<AuthLink[]>;
  /** Up to OUTBOX_MAIL_LIMIT documents of the `mail` collection, in no particular order. */
  mail(): Promise<OutboxMail[]>;
}

export interface OutboxLocation {
  isEmulator: boolean;
  projectId: string;
  /** host:port of the Auth emulator (FIREBASE_AUTH_EMULATOR_HOST). */
  authEmulatorHost: string | undefined;
}

export function outboxSource(db: Firestore, where: OutboxLocation): OutboxSource {
  const authHost = where.authEmulatorHost;
  return {
    local: where.isEmulator && authHost !== undefined,
    async pendingLinks() {
      if (!authHost) return [];
      const response = await fetch(`http://${authHost}/emulator/v1/projects/${where.projectId}/oobCodes`);
      if (!response.ok) throw new Error(`Auth emulator answered ${response.status} for its oobCodes`);
      return parseAuthEmulatorLinks(await response.json());
    },
    async mail() {
      const snap = await db.collection(MAIL_COLLECTION).limit(OUTBOX_MAIL_LIMIT).get();
      return snap.docs.map((doc) => parseMailDocument(doc.id, doc.data()));
    },
  };
}
