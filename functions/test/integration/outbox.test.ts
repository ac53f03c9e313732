// The local inbox on the emulators: a system admin reads the links the Auth emulator would have
// sent and the `mail` documents; anyone else is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { Outbox } from '@assay/domain/outbox';
import { adminDb, AUTH_HOST, callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';

let sysadmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  sysadmin = await createUser('outbox-admin', { adminUI: true });
  member = await createUser('outbox-member', { tid: uniqueId('outbox-org'), role: 'owner' });
});

/** Asks the Auth emulator for an email sign-in link, as the sign-in page does. */
async function requestSignInLink(email: string): Promise<void> {
  const response = await fetch(`http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ requestType: 'EMAIL_SIGNIN', email, continueUrl: 'http://127.0.0.1:5050/signin', canHandleCodeInApp: true }),
  });
  if (!response.ok) throw new Error(`sendOobCode failed: ${response.status} ${await response.text()}`);
}

describe('service-listOutbox', () => {
  it('shows a system admin the pending sign-in link of an address and every mail document, newest first', async () => {
    const email = `${uniqueId('inbox')}@example.test`;
    await requestSignInLink(email);
    const older = await adminDb().collection('mail').add({ to: email, message: { subject: 'Older', text: 'first' }, createdAt: '2026-01-01T00:00:00.000Z' });
    const newer = await adminDb().collection('mail').add({ to: [email], message: { subject: 'Newer', html: '<p>second</p>' }, createdAt: '2026-02-01T00:00:00.000Z' });

    const outbox = await callOk<Outbox>('service-listOutbox', {}, sysadmin.idToken);

    const link = outbox.links.find((l) => l.email === email);
    expect(link?.requestType).toBe('EMAIL_SIGNIN');
    expect(link?.link).toContain(`oobCode=${link?.code}`);
    expect(link?.link).toContain('mode=signIn');
    const ours = outbox.mail.filter((m) => m.to.includes(email));
    expect(ours.map((m) => ({ id: m.id, subject: m.subject, text: m.text, html: m.html }))).toEqual([
      { id: newer.id, subject: 'Newer', text: null, html: '<p>second</p>' },
      { id: older.id, subject: 'Older', text: 'first', html: null },
    ]);
  });

  it('refuses a member of an organisation with permission-denied, and a guest as unauthenticated', async () => {
    expect(await callFunction('service-listOutbox', {}, member.idToken)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await callFunction('service-listOutbox', {})).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
