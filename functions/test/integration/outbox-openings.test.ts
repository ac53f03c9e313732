// Every opening of a mail by a system admin is in the global audit log (issue 33, finding 4): a
// mail may carry a live link. (Redacting those links outside the emulators is unit-tested in
// services/platform-outbox-service.test.ts: here the outbox is the local inbox and shows them.)
import { beforeAll, describe, expect, it } from 'vitest';
import { adminDb, callOk, createUser } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addMail } from './support/mail.ts';

let sysadmin: TestUser;

beforeAll(async () => {
  sysadmin = await createUser('outbox-opener', { adminUI: true });
});

describe('service-getMail', () => {
  it('writes who opened which mail to the global audit log, each time', async () => {
    const id = await addMail();
    await callOk('service-getMail', { id }, sysadmin.idToken);
    await callOk('service-getMail', { id }, sysadmin.idToken);
    const entries = await adminDb().collection('audit').where('target', '==', `mail/${id}`).get();
    expect(
      entries.docs.map((doc) => [
        doc.get('actorUid') as unknown,
        doc.get('action') as unknown,
        doc.get('summary') as unknown,
      ]),
    ).toEqual([
      [sysadmin.uid, 'service-getMail', 'Opened a mail'],
      [sysadmin.uid, 'service-getMail', 'Opened a mail'],
    ]);
  });
});
