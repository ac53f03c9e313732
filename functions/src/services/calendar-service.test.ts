import { describe, expect, it } from 'vitest';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import { calendarFeedOf, createCalendarLink, revokeCalendarLink } from './calendar-service.ts';

const now = new Date('2026-03-01T10:00:00.000Z');
const options = { now, appOrigin: 'https://app.example' };

async function world() {
  const org = memoryOrgData('org-a', { name: 'Northwind' });
  await org.transaction((tx) => {
    tx.members.put({
      uid: 'u1',
      email: 'u1@x.test',
      displayName: 'U1',
      role: 'viewer',
      joinedAt: now.toISOString(),
    });
    tx.roadmap.put({
      id: 'i1',
      tenantId: 't1',
      baseline: { id: 'b-v1', lineageId: 'b', name: 'B', version: 1 },
      controlRef: 'A-1',
      controlId: 'c1',
      title: 'Rotate keys',
      priority: 1,
      bucket: 'now',
      rank: 1024,
      status: 'open',
      dueDate: '2026-03-31',
      notes: '',
      edited: [],
      gap: true,
      assessmentId: 'a1',
      createdAt: now.toISOString(),
      updatedAt: now.toISOString(),
    });
    return Promise.resolve();
  });
  return org;
}

const tokenOf = (url: string) => decodeURIComponent(new URL(url).searchParams.get('token') ?? '');

describe('calendar feed', () => {
  it('gives a member a secret address whose feed lists the open due dates', async () => {
    const org = await world();
    const { url } = await createCalendarLink(org, 'u1', options);
    expect(url).toMatch(/^https:\/\/app\.example\/calendar\.ics\?token=org-a\.u1\./);
    const ics = await calendarFeedOf(org, tokenOf(url), options);
    expect(ics).toContain('SUMMARY:Due: Rotate keys');
    expect(ics).toContain('DTSTART;VALUE=DATE:20260331');
    expect(ics).toContain('X-WR-CALNAME:Northwind roadmap');
  });

  it('stores only the hash of the token', async () => {
    const org = await world();
    const { url } = await createCalendarLink(org, 'u1', options);
    expect(JSON.stringify([...org.store.docs.values()])).not.toContain(tokenOf(url).split('.')[2]);
  });

  it('reads nothing with a revoked, replaced or altered token, or once the member has left', async () => {
    const org = await world();
    const first = tokenOf((await createCalendarLink(org, 'u1', options)).url);
    const second = tokenOf((await createCalendarLink(org, 'u1', options)).url);
    expect(await calendarFeedOf(org, first, options)).toBeNull();
    expect(
      await calendarFeedOf(org, `${second.slice(0, -1)}${second.endsWith('A') ? 'B' : 'A'}`, options),
    ).toBeNull();
    expect(await calendarFeedOf(org, second, options)).not.toBeNull();
    await org.transaction((tx) => Promise.resolve(tx.members.remove('u1')));
    expect(await calendarFeedOf(org, second, options)).toBeNull();
  });

  it('revokes the address', async () => {
    const org = await world();
    const token = tokenOf((await createCalendarLink(org, 'u1', options)).url);
    expect(await revokeCalendarLink(org, 'u1')).toEqual({ revoked: true });
    expect(await calendarFeedOf(org, token, options)).toBeNull();
    expect(await revokeCalendarLink(org, 'u1')).toEqual({ revoked: false });
  });
});
