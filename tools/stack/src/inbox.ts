// The local inbox on the `npm start` console: every link the Auth emulator would email and
// every new document of the `mail` collection, printed as it arrives. The same messages are on
// the service console's outbox page (`/service/outbox`, system admins).
import {
  authLinkLabel,
  MAIL_COLLECTION,
  parseAuthEmulatorLinks,
  parseMailDocument,
} from '@assay/domain/outbox';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

export interface InboxOptions {
  projectId: string;
  /** host:port of the Auth emulator and of the Firestore server. */
  authHost: string;
  firestoreHost: string;
  print: (line: string) => void;
}

const POLL_MS = 1000;

/** Starts watching; returns the function that stops it. Messages already there are not printed. */
export function watchInbox({ projectId, authHost, firestoreHost, print }: InboxOptions): () => Promise<void> {
  const seenCodes = new Set<string>();
  let first = true;
  const poll = async () => {
    try {
      const response = await fetch(`http://${authHost}/emulator/v1/projects/${projectId}/oobCodes`);
      const links = parseAuthEmulatorLinks(await response.json());
      for (const link of links) {
        if (seenCodes.has(link.code)) continue;
        seenCodes.add(link.code);
        if (!first) print(`✉ ${authLinkLabel(link.requestType)} for ${link.email}: ${link.link}`);
      }
      first = false;
    } catch {
      // The Auth emulator is starting or stopping: try again at the next tick.
    }
  };
  const timer = setInterval(() => void poll(), POLL_MS);
  void poll();

  const app = initializeApp({ projectId }, 'assay-inbox');
  const db = getFirestore(app);
  db.settings({ host: firestoreHost, ssl: false });
  let initial = true;
  const unsubscribe = db.collection(MAIL_COLLECTION).onSnapshot(
    (snapshot) => {
      if (!initial) {
        for (const change of snapshot.docChanges()) {
          if (change.type !== 'added') continue;
          const mail = parseMailDocument(change.doc.id, change.doc.data());
          print(
            `✉ mail to ${mail.to.join(', ') || '(no recipient)'}: “${mail.subject}”${mail.text ? ` — ${mail.text.slice(0, 200)}` : ''}`,
          );
        }
      }
      initial = false;
    },
    (error) => print(`(stopped watching the mail collection: ${error.message})`),
  );

  return async () => {
    clearInterval(timer);
    unsubscribe();
    await deleteApp(app);
  };
}
