// The `mail` collection (Trigger Email format) on the emulators: what the product emailed to an address.
import type { Timestamp } from 'firebase-admin/firestore';
import { emulatorDb } from './emulator-db.ts';

/** The text of the newest message queued for `to`, or null. */
export async function newestMailText(to: string): Promise<string | null> {
  const snap = await emulatorDb().collection('mail').where('to', '==', to).get();
  const newest = snap.docs
    .map((doc) => doc.data() as { createdAt: Timestamp; message: { text: string } })
    .sort((a, b) => b.createdAt.toMillis() - a.createdAt.toMillis())[0];
  return newest?.message.text ?? null;
}

/** The first link in the newest message to `to`, as a path on this origin. */
export async function linkMailedTo(to: string): Promise<string | null> {
  const text = await newestMailText(to);
  const url = text ? /https?:\/\/\S+/.exec(text)?.[0] : undefined;
  if (!url) return null;
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
}
