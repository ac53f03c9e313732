import { describe, expect, it } from 'vitest';
import { memoryOrgData } from '../../../test/support/memory-org-data.ts';
import { htmlFromText } from './mail.ts';

describe('tx.mail.queue', () => {
  it('queues one Trigger Email document with the call time, committed with the change', async () => {
    const org = memoryOrgData(
      'org1',
      {},
      { stamp: { actorUid: 'u1', action: 'x', at: '2026-03-04T05:06:07.000Z' } },
    );
    const id = await org.transaction((tx) => {
      tx.audit.record({ target: 'org/org1', summary: 'Invited someone' });
      return Promise.resolve(
        tx.mail.queue({ to: 'ada@example.test', subject: 'Join', text: 'Open https://x.test/a?b=1&c=2' }),
      );
    });
    expect(org.state.mail).toEqual([
      {
        id,
        to: 'ada@example.test',
        subject: 'Join',
        text: 'Open https://x.test/a?b=1&c=2',
        html: '<p>Open <a href="https://x.test/a?b=1&amp;c=2">https://x.test/a?b=1&amp;c=2</a></p>',
        createdAt: '2026-03-04T05:06:07.000Z',
      },
    ]);
    expect(org.store.docs.get(`mail/${id}`)).toMatchObject({
      to: 'ada@example.test',
      message: { subject: 'Join' },
      recipients: ['ada@example.test'],
    });
  });

  it('stores a plain-text part beside an HTML part given by the sender', async () => {
    const org = memoryOrgData('org1');
    await org.transaction((tx) => {
      tx.mail.queue({
        to: 'ada@example.test',
        subject: 'Join',
        text: 'Plain body',
        html: '<p>Rich body</p>',
      });
      return Promise.resolve();
    });
    expect(
      [...org.store.docs.entries()].filter(([path]) => path.startsWith('mail/')).map(([, doc]) => doc),
    ).toEqual([
      expect.objectContaining({ message: { subject: 'Join', text: 'Plain body', html: '<p>Rich body</p>' } }),
    ]);
  });

  it('refuses a message without a plain-text part', async () => {
    const org = memoryOrgData('org1');
    await expect(
      org.transaction((tx) => {
        tx.mail.queue({ to: 'ada@example.test', subject: 'Join', text: '  ', html: '<p>Only HTML</p>' });
        return Promise.resolve();
      }),
    ).rejects.toThrow('Mail "Join" has no plain-text part');
    expect(org.state.mail).toEqual([]);
  });

  it('queues nothing when the transaction fails', async () => {
    const org = memoryOrgData('org1');
    await expect(
      org.transaction((tx) => {
        tx.mail.queue({ to: 'ada@example.test', subject: 'Join', text: 'Hi' });
        return Promise.reject(new Error('refused'));
      }),
    ).rejects.toThrow('refused');
    expect(org.state.mail).toEqual([]);
  });
});

describe('htmlFromText', () => {
  it('escapes user text and keeps paragraphs and line breaks', () => {
    expect(htmlFromText('Hello <b>"Ada"</b>\nline two\n\nNext')).toBe(
      '<p>Hello &lt;b&gt;&quot;Ada&quot;&lt;/b&gt;<br>line two</p>\n<p>Next</p>',
    );
  });
});
