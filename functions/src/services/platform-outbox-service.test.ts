import { describe, expect, it } from 'vitest';
import { Timestamp } from 'firebase-admin/firestore';
import { memoryGlobalAudit, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { memoryOutboxSource } from '../data/mail/memory-outbox-source.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import type { MemoryStore } from '../data/store/memory-store.ts';
import { docAt } from '../data/store/store.ts';
import { getMail, listOutbox, redactCredentials, resendMail } from './platform-outbox-service.ts';

const link = {
  email: 'a@x.test',
  requestType: 'EMAIL_SIGNIN',
  link: 'http://127.0.0.1:9099/emulator/action?oobCode=c1',
  code: 'c1',
};
const raw = {
  toDoc: (data: Record<string, unknown>) => data,
  fromDoc: (data: Record<string, unknown>) => data,
};

/** A Trigger Email document as the product queues it (recipients beside `to`), queued `minute` minutes into the day. */
function put(store: MemoryStore, id: string, minute: number, change: Record<string, unknown> = {}): void {
  const to = (change.to as string | undefined) ?? 'ada@x.test';
  store.put(docAt(`mail/${id}`, raw), {
    to,
    message: { subject: `Subject ${id}`, text: 'Hello', html: '<p>Hello</p>' },
    createdAt: Timestamp.fromMillis(Date.parse('2026-03-01T00:00:00.000Z') + minute * 60_000),
    recipients: [to.toLowerCase()],
    ...change,
  });
}

function world() {
  const store = memoryStore();
  put(store, 'm1', 1);
  put(store, 'm2', 2, {
    to: 'Bob@X.test',
    delivery: { state: 'ERROR', attempts: 1, error: 'Error: 550 no such mailbox' },
  });
  put(store, 'm3', 3, {
    delivery: {
      state: 'SUCCESS',
      attempts: 1,
      error: null,
      info: { messageId: '<1@x>', accepted: ['ada@x.test'], rejected: [], pending: [], response: '250 OK' },
    },
  });
  put(store, 'm4', 3, { delivery: { state: 'ERROR', attempts: 2, error: 'Error: timeout' } });
  put(store, 'm5', 5);
  return {
    store,
    platform: memoryPlatform(store, {
      actorUid: 'admin',
      action: 'service-resendMail',
      at: '2026-03-02T00:00:00.000Z',
    }),
  };
}

const first = { pageSize: 2 } as const;

describe('listOutbox', () => {
  it('pages every mail newest first (same time: by id), with a cursor bound to the filters', async () => {
    const { store } = world();
    const source = memoryOutboxSource(store, { local: false });
    const one = await listOutbox(source, first);
    expect(one.items.map((m) => m.id)).toEqual(['m5', 'm4']);
    expect(one.links).toBeNull();
    const two = await listOutbox(source, { ...first, cursor: one.nextCursor ?? '' });
    expect(two.items.map((m) => m.id)).toEqual(['m3', 'm2']);
    const three = await listOutbox(source, { ...first, cursor: two.nextCursor ?? '' });
    expect(three.items.map((m) => m.id)).toEqual(['m1']);
    expect(three.nextCursor).toBeNull();
    await expect(
      listOutbox(source, { ...first, state: 'ERROR', cursor: one.nextCursor ?? '' }),
    ).rejects.toMatchObject({ code: 'invalid-argument', details: { fields: [{ path: 'cursor' }] } });
  });

  it('finds one recipient’s mail whatever the case of the address, and filters by delivery state', async () => {
    const { store } = world();
    const source = memoryOutboxSource(store, { local: false });
    expect(
      (await listOutbox(source, { pageSize: 25, recipient: 'bob@x.test' })).items.map((m) => m.id),
    ).toEqual(['m2']);
    expect((await listOutbox(source, { pageSize: 25, state: 'ERROR' })).items.map((m) => m.id)).toEqual([
      'm4',
      'm2',
    ]);
    expect(
      (await listOutbox(source, { pageSize: 25, state: 'ERROR', recipient: 'ada@x.test' })).items.map(
        (m) => m.id,
      ),
    ).toEqual(['m4']);
    const sent = (await listOutbox(source, { pageSize: 25, state: 'SUCCESS' })).items[0];
    expect(sent?.delivery).toMatchObject({
      state: 'SUCCESS',
      attempts: 1,
      info: { messageId: '<1@x>', accepted: ['ada@x.test'] },
    });
  });

  it('adds the Auth emulator’s pending links on the emulators only', async () => {
    const { store } = world();
    expect(
      (await listOutbox(memoryOutboxSource(store, { local: true, links: [link] }), first)).links,
    ).toEqual([link]);
  });
});

describe('getMail', () => {
  it('answers one mail, and not-found naming the id for none', async () => {
    const { store, platform } = world();
    const source = memoryOutboxSource(store, { local: false });
    expect(await getMail(source, platform, { id: 'm2' })).toMatchObject({
      id: 'm2',
      to: ['Bob@X.test'],
      subject: 'Subject m2',
      delivery: { state: 'ERROR', error: 'Error: 550 no such mailbox' },
    });
    await expect(getMail(source, platform, { id: 'nope' })).rejects.toMatchObject({
      code: 'not-found',
      details: { fields: [{ path: 'id' }] },
    });
  });

  it('writes every opening of a mail to the global audit log', async () => {
    const { store, platform } = world();
    const source = memoryOutboxSource(store, { local: false });
    await getMail(source, platform, { id: 'm2' });
    await getMail(source, platform, { id: 'm2' });
    expect(
      memoryGlobalAudit(store).map((entry) => [
        entry.actorUid,
        entry.target,
        entry.summary,
        entry.subjectName,
      ]),
    ).toEqual([
      ['admin', 'mail/m2', 'Opened a mail', 'Subject m2'],
      ['admin', 'mail/m2', 'Opened a mail', 'Subject m2'],
    ]);
  });
});

describe('credentials in mail bodies', () => {
  const respondentLink = 'https://assay-test.web.app/in-progress/org1/t1?token=r3sp0ndent-s3cret';
  const sharingLink = 'https://assay-test.web.app/sharedSignin/t1?org=org1&token=u1_sh4ring-s3cret';
  function withLinks() {
    const { store, platform } = world();
    put(store, 'm9', 9, {
      message: {
        subject: 'Your assessment',
        text: `Answer here: ${respondentLink}\nOr read: ${sharingLink}`,
        html: `<a href="${sharingLink.replace('&', '&amp;')}">Open</a>`,
      },
    });
    return { store, platform };
  }

  it('are redacted outside the emulators, in the list and in one mail, the rest of the link kept', async () => {
    const { store, platform } = withLinks();
    const source = memoryOutboxSource(store, { local: false });
    const listed = (await listOutbox(source, { pageSize: 1 })).items[0];
    const opened = await getMail(source, platform, { id: 'm9' });
    for (const mail of [listed, opened]) {
      expect(mail?.text).toBe(
        'Answer here: https://assay-test.web.app/in-progress/org1/t1?token=[redacted]\nOr read: https://assay-test.web.app/sharedSignin/t1?org=org1&token=[redacted]',
      );
      expect(mail?.html).toBe(
        '<a href="https://assay-test.web.app/sharedSignin/t1?org=org1&amp;token=[redacted]">Open</a>',
      );
    }
    expect(JSON.stringify(store.docs.get('mail/m9'))).toContain('r3sp0ndent-s3cret');
  });

  it('are shown whole on the emulators, where the outbox is the local inbox', async () => {
    const { store, platform } = withLinks();
    const source = memoryOutboxSource(store, { local: true });
    expect((await getMail(source, platform, { id: 'm9' })).text).toContain('token=r3sp0ndent-s3cret');
  });

  it('redacts Auth action codes too', () => {
    expect(redactCredentials('https://x.test/__/auth/action?mode=signIn&oobCode=abc123&apiKey=k')).toBe(
      'https://x.test/__/auth/action?mode=signIn&oobCode=[redacted]&apiKey=k',
    );
  });
});

describe('resendMail', () => {
  it('sets a failed mail back to RETRY for the extension and writes the global audit log, together', async () => {
    const { store, platform } = world();
    expect(await resendMail(platform, { id: 'm2' })).toEqual({ id: 'm2', state: 'RETRY' });
    expect(store.docs.get('mail/m2')).toMatchObject({
      delivery: { state: 'RETRY', attempts: 1, error: 'Error: 550 no such mailbox' },
      message: { subject: 'Subject m2' },
    });
    expect(memoryGlobalAudit(store)).toEqual([
      expect.objectContaining({
        actorUid: 'admin',
        action: 'service-resendMail',
        target: 'mail/m2',
        summary: 'Resent a mail whose delivery failed after 1 attempt',
        subjectName: 'Subject m2',
      }),
    ]);
  });

  it('refuses a delivered, a retrying or a not yet picked-up mail with failed-precondition, and an unknown one with not-found, changing nothing', async () => {
    const { store, platform } = world();
    await resendMail(platform, { id: 'm4' });
    const commits = store.commits;
    await expect(resendMail(platform, { id: 'm3' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Only a mail whose delivery failed can be resent; it is sent.',
    });
    await expect(resendMail(platform, { id: 'm4' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Only a mail whose delivery failed can be resent; it is retrying.',
    });
    await expect(resendMail(platform, { id: 'm1' })).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('has not picked it up'),
    });
    await expect(resendMail(platform, { id: 'nope' })).rejects.toMatchObject({ code: 'not-found' });
    expect(store.commits).toBe(commits);
    expect(store.docs.get('mail/m3')).toMatchObject({ delivery: { state: 'SUCCESS' } });
  });
});
