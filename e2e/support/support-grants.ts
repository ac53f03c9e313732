// A system admin's support access to an organisation, arranged for journeys and screenshots: asked
// and decided through the callables as the console and the owners' admin page would, and — the one
// thing no caller can do — its end moved into the past on the emulator (never a production clock).
import { Timestamp } from 'firebase-admin/firestore';
import { accounts } from './accounts.ts';
import { callAs, idTokenOf } from './callables.ts';
import { emulatorDb } from './emulator-db.ts';

/** The seeded system admin (admin@demo.assay.test) and the organisation whose owner is owner@demo.assay.test. */
export const supportAdminUid = 'demo-admin';
export const northwind = { tid: 'northwind', name: 'Northwind Consulting' } as const;

/** Ends the admin's own grant of Northwind if one is open (left by an earlier run): the journey starts from none. */
export async function withdrawSupportAccess(): Promise<void> {
  await callAs(await idTokenOf(accounts.admin), 'support-withdraw', { tid: northwind.tid });
}

/** A fresh request of the admin to Northwind, waiting for its owner. */
export async function requestSupportAccess(reason: string, hours = 4): Promise<void> {
  await withdrawSupportAccess();
  await callAs(await idTokenOf(accounts.admin), 'support-request', { tid: northwind.tid, reason, hours });
}

/** A request approved by Northwind's owner: the admin's access is active. */
export async function approvedSupportAccess(reason: string, hours = 4): Promise<void> {
  await requestSupportAccess(reason, hours);
  await callAs(await idTokenOf(accounts.owner), 'support-approve', { adminUid: supportAdminUid });
}

/** The grant's end, stored, moved a second into the past: it has expired by the server's own clock. */
export async function expireSupportAccess(): Promise<void> {
  await emulatorDb()
    .collection('orgs')
    .doc(northwind.tid)
    .collection('supportGrants')
    .doc(supportAdminUid)
    .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
}
