// The service console's outbox on the emulators: a system admin pages every mail newest first,
// searches by recipient and filters by delivery state (queries the embedded Firestore serves only
// with the declared indexes, as production would), opens one, and resends one whose delivery
// failed; on the emulators the Auth emulator's pending links come along. Anyone else is refused.
import { beforeAll, describe, expect, it } from 'vitest';
import type { OutboxMail, OutboxPage } from '@assay/domain/outbox';
import { adminDb, AUTH_HOST, callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { addFailedMail, addMail, markDelivery } from './support/mail.ts';

let sysadmin: TestUser;
let member: TestUser;

beforeAll(async () => {
  sysadmin = await createUser('outbox-admin', { adminUI: true });
  member = await createUser('outbox-member', { tid: uniqueId('outbox-org'), role: 'owner' });
});

/** Asks the Auth emulator for an email sign-in link, as the sign-in page does. */
async function requestSignInLink(email: string): Promise<void> {
  const response = await fetch(
    `http://${AUTH_HOST}/identitytoolkit.googleapis.com/v1/accounts:sendOobCode?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        requestType: 'EMAIL_SIGNIN',
        email,
        continueUrl: 'http://127.0.0.1:5050/signin',
        canHandleCodeInApp: true,
      }),
    },
  );
  if (!response.ok) throw new Error(`sendOobCode failed: ${response.status} ${await response.text()}`);
}

const list = (input: Record<string, unknown>) =>
  callOk<OutboxPage>('service-listOutbox', input, sysadmin.idToken);
const address = (label: string) => `${uniqueId(label).toLowerCase()}@example.test`;

describe('service-listOutbox', () => {
  it('pages one recipient’s mail newest first with cursors, found whatever the case of the address', async () => {
    const to = address('pages');
    const start = Date.now() - 60_000;
    const ids = [];
    for (let minute = 0; minute < 5; minute += 1)
      ids.push(await addMail({ to, subject: `Mail ${minute}`, createdAt: new Date(start + minute * 1000) }));
    const seen: OutboxMail[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: OutboxPage = await list({
        pageSize: 2,
        recipient: to.toUpperCase(),
        ...(cursor ? { cursor } : {}),
      });
      expect(page.items.length).toBeLessThanOrEqual(2);
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor && pages < 5);
    expect(pages).toBe(3);
    expect(seen.map((mail) => mail.id)).toEqual([...ids].reverse());
    expect(seen[0]).toMatchObject({
      to: [to],
      subject: 'Mail 4',
      text: 'Hello',
      html: '<p>Hello</p>',
      delivery: null,
    });
    // A cursor belongs to its filters.
    const first = await list({ pageSize: 2, recipient: to });
    expect(
      await callFunction(
        'service-listOutbox',
        { pageSize: 2, cursor: first.nextCursor, state: 'ERROR' },
        sysadmin.idToken,
      ),
    ).toMatchObject({ ok: false, code: 'invalid-argument', details: { fields: [{ path: 'cursor' }] } });
  });

  it('filters by the delivery state the extension wrote, alone and with a recipient', async () => {
    const to = address('states');
    const [failed, sent] = await Promise.all([
      addFailedMail({ to, subject: 'Failed' }),
      addMail({ to, subject: 'Sent' }),
      addMail({ to, subject: 'Queued' }),
    ]);
    await markDelivery(sent, 'SUCCESS');

    const errors = await list({ pageSize: 100, state: 'ERROR' });
    expect(errors.items.every((mail) => mail.delivery?.state === 'ERROR')).toBe(true);
    const onlyOurs = await list({ pageSize: 25, state: 'ERROR', recipient: to });
    expect(onlyOurs.items.map((mail) => mail.id)).toEqual([failed]);
    expect(onlyOurs.items[0]?.delivery).toMatchObject({
      state: 'ERROR',
      attempts: 1,
      error: expect.stringContaining('535'),
      startTime: expect.any(String),
      endTime: expect.any(String),
      info: null,
    });
    const delivered = await list({ pageSize: 25, state: 'SUCCESS', recipient: to });
    expect(delivered.items.map((mail) => mail.id)).toEqual([sent]);
    expect(delivered.items[0]?.delivery?.info).toMatchObject({
      messageId: `<${sent}@test>`,
      accepted: ['someone@example.test'],
      response: '250 OK',
    });
    expect((await list({ pageSize: 25, recipient: to })).items.map((mail) => mail.subject).sort()).toEqual([
      'Failed',
      'Queued',
      'Sent',
    ]);
  });

  it('shows a system admin the Auth emulator’s pending sign-in link of an address on the emulators', async () => {
    const email = address('inbox');
    await requestSignInLink(email);
    const { links } = await list({});
    const link = links?.find((l) => l.email === email);
    expect(link?.requestType).toBe('EMAIL_SIGNIN');
    expect(link?.link).toContain(`oobCode=${link?.code}`);
    expect(link?.link).toContain('mode=signIn');
  });

  it('refuses a member of an organisation with permission-denied, and a guest as unauthenticated', async () => {
    expect(await callFunction('service-listOutbox', {}, member.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await callFunction('service-listOutbox', {})).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });
});

describe('service-getMail', () => {
  it('opens one mail, and answers not-found for an id that is none', async () => {
    const id = await addMail({ subject: 'Open me' });
    expect(await callOk<OutboxMail>('service-getMail', { id }, sysadmin.idToken)).toMatchObject({
      id,
      subject: 'Open me',
      delivery: null,
    });
    expect(await callFunction('service-getMail', { id: uniqueId('nomail') }, sysadmin.idToken)).toMatchObject(
      { ok: false, code: 'not-found' },
    );
  });
});

describe('service-resendMail', () => {
  it('sets a failed mail back to RETRY for the extension and records it in the global audit log', async () => {
    const id = await addFailedMail({ subject: 'Try again' });
    expect(await callOk('service-resendMail', { id }, sysadmin.idToken)).toEqual({ id, state: 'RETRY' });
    const stored = (await adminDb().collection('mail').doc(id).get()).data();
    expect(stored).toMatchObject({
      delivery: { state: 'RETRY', attempts: 1 },
      message: { subject: 'Try again' },
    });
    const audit = await adminDb().collection('audit').where('target', '==', `mail/${id}`).get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        actorUid: sysadmin.uid,
        action: 'service-resendMail',
        subjectName: 'Try again',
      }),
    ]);
  });

  it('refuses a delivered, a retrying or a not yet picked-up mail with failed-precondition, changing nothing', async () => {
    const [sent, queued, retrying] = await Promise.all([addMail(), addMail(), addFailedMail()]);
    await markDelivery(sent, 'SUCCESS');
    await callOk('service-resendMail', { id: retrying }, sysadmin.idToken);
    for (const [id, wording] of [
      [sent, 'it is sent'],
      [retrying, 'it is retrying'],
      [queued, 'has not picked it up'],
    ] as const) {
      const before = (await adminDb().collection('mail').doc(id).get()).data();
      const outcome = await callFunction('service-resendMail', { id }, sysadmin.idToken);
      expect(outcome).toMatchObject({
        ok: false,
        code: 'failed-precondition',
        message: expect.stringContaining(wording),
      });
      expect((await adminDb().collection('mail').doc(id).get()).data()).toEqual(before);
    }
    expect((await adminDb().collection('audit').where('target', '==', `mail/${sent}`).get()).size).toBe(0);
  });

  it('refuses anyone but a system admin, changing nothing', async () => {
    const id = await addFailedMail();
    expect(await callFunction('service-resendMail', { id }, member.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await callFunction('service-resendMail', { id })).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    expect((await adminDb().collection('mail').doc(id).get()).get('delivery.state')).toBe('ERROR');
  });
});
