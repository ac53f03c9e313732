// The Trigger Email extension's side of a mail, which does not run on the emulators: journeys and
// screenshots write what it would (its delivery field, updated field by field as it does).
import { Timestamp } from 'firebase-admin/firestore';
import { emulatorDb } from './emulator-db.ts';

/** The extension's write after an attempt that failed (SMTP refused). */
export async function markMailFailed(
  id: string,
  error = 'Error: Invalid login: 535-5.7.8 Username and Password not accepted',
): Promise<void> {
  const now = Timestamp.now();
  await emulatorDb().collection('mail').doc(id).update({
    'delivery.state': 'ERROR',
    'delivery.attempts': 1,
    'delivery.startTime': now,
    'delivery.endTime': now,
    'delivery.leaseExpireTime': null,
    'delivery.error': error,
  });
}

/** The `delivery.state` of a mail as stored. */
export async function deliveryStateOf(id: string): Promise<unknown> {
  return (await emulatorDb().collection('mail').doc(id).get()).get('delivery.state');
}
