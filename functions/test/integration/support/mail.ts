// `mail` documents for tests, written with the admin SDK as the product queues them (mail.ts), and
// the delivery the Trigger Email extension writes back (it does not run on the emulators).
import { Timestamp } from 'firebase-admin/firestore';
import { invitationFromQuery } from '@assay/domain/members';
import { mailMapper } from '../../../src/data/mail/mail.ts';
import { adminDb, uniqueId } from './emulators.ts';

export interface TestMail {
  to?: string;
  subject?: string;
  /** When it was queued (default: now). */
  createdAt?: Date;
}

/** Queues a mail the way the product does; returns its id. */
export async function addMail(mail: TestMail = {}): Promise<string> {
  const ref = adminDb().collection('mail').doc();
  const to = mail.to ?? `${uniqueId('mail').toLowerCase()}@example.test`;
  await ref.set(
    mailMapper.toDoc({
      id: ref.id,
      to,
      subject: mail.subject ?? 'Test mail',
      text: 'Hello',
      html: '<p>Hello</p>',
      createdAt: (mail.createdAt ?? new Date()).toISOString(),
    }),
  );
  return ref.id;
}

/** What the extension writes after its attempt (its own update, field by field). */
export async function markDelivery(
  id: string,
  state: 'SUCCESS' | 'ERROR',
  options: { attempts?: number; error?: string } = {},
): Promise<void> {
  const now = Timestamp.now();
  await adminDb()
    .collection('mail')
    .doc(id)
    .update({
      'delivery.state': state,
      'delivery.attempts': options.attempts ?? 1,
      'delivery.startTime': now,
      'delivery.endTime': now,
      'delivery.leaseExpireTime': null,
      'delivery.error':
        state === 'ERROR' ? (options.error ?? 'Error: Invalid login: 535 Authentication failed') : null,
      'delivery.info':
        state === 'SUCCESS'
          ? {
              messageId: `<${id}@test>`,
              accepted: ['someone@example.test'],
              rejected: [],
              pending: [],
              response: '250 OK',
            }
          : null,
    });
}

/** A mail whose delivery failed; returns its id. */
export async function addFailedMail(mail: TestMail = {}): Promise<string> {
  const id = await addMail(mail);
  await markDelivery(id, 'ERROR');
  return id;
}

/** The accept link of the newest invitation mailed to `email`, read from the `mail` collection. */
export async function linkMailedTo(email: string) {
  const snap = await adminDb().collection('mail').where('to', '==', email).get();
  const millis = (data: Record<string, unknown>) => (data.createdAt as Timestamp).toMillis();
  const newest = snap.docs.map((doc) => doc.data()).sort((a, b) => millis(b) - millis(a))[0];
  const text = String((newest?.message as { text?: string } | undefined)?.text ?? '');
  const url = /https?:\/\/\S+/.exec(text)?.[0];
  if (!url) throw new Error(`no invitation mailed to ${email}`);
  const parts = invitationFromQuery(new URL(url).searchParams);
  if (!parts) throw new Error(`the link mailed to ${email} has no invitation: ${url}`);
  return parts;
}
