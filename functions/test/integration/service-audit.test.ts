// service-listAudit on the emulators: one collection-group query over the platform's log and every
// organisation's, through the indexes the embedded Firestore enforces as production does.
import { beforeAll, describe, expect, it } from 'vitest';
import { callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

interface AuditItem {
  entry: { id: string; at: string; actorUid: string; action: string; target: string; orgId?: string };
  log: 'platform' | 'organisation';
  organisation: { tid: string; name: string | null } | null;
  actorEmail: string | null;
}
interface AuditPage {
  items: AuditItem[];
  nextCursor: string | null;
}

let admin: TestUser;
let ownerA: TestUser;
let ownerB: TestUser;
let orgA: TestOrg;
let orgB: TestOrg;
let started: string;
/** Between org A's entry and org B's first (for the date range). */
let middle: string;
let target: TestUser;

const list = (input: Record<string, unknown>, token = admin.idToken) =>
  callOk<AuditPage>('service-listAudit', input, token);
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Every page of a filtered list (asserting each is no longer than asked). */
async function everyPage(input: Record<string, unknown>, pageSize: number): Promise<AuditItem[]> {
  const seen: AuditItem[] = [];
  let cursor: string | null = null;
  do {
    const page: AuditPage = await list({ ...input, pageSize, ...(cursor ? { cursor } : {}) });
    expect(page.items.length).toBeLessThanOrEqual(pageSize);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

beforeAll(async () => {
  started = new Date().toISOString();
  const tidA = uniqueId('audit-a');
  const tidB = uniqueId('audit-b');
  [admin, ownerA, ownerB, target] = await Promise.all([
    createUser('audit-admin', { adminUI: true }),
    createUser('audit-owner-a', { tid: tidA, role: 'owner' }),
    createUser('audit-owner-b', { tid: tidB, role: 'owner' }),
    createUser('audit-target', null),
  ]);
  orgA = await createOrg('Audit A', 'team', [{ user: ownerA, role: 'owner' }], tidA);
  orgB = await createOrg('Audit B', 'team', [{ user: ownerB, role: 'owner' }], tidB);
  await callOk('tenants-create', { name: 'Audited A1', kind: 'client' }, ownerA.idToken);
  await pause(20);
  middle = new Date().toISOString();
  await pause(20);
  await callOk('tenants-create', { name: 'Audited B1', kind: 'client' }, ownerB.idToken);
  await callOk('tenants-create', { name: 'Audited B2', kind: 'client' }, ownerB.idToken);
  await callOk('service-revokeUserSessions', { uid: target.uid }, admin.idToken);
});

describe('service-listAudit', () => {
  it("reads the platform log and every organisation's, newest first, saying where each entry is and who wrote it", async () => {
    const ours = (await everyPage({ from: started }, 100)).filter((item) =>
      [ownerA.uid, ownerB.uid, admin.uid].includes(item.entry.actorUid),
    );
    expect(
      ours.map((item) => [item.entry.action, item.log, item.organisation?.tid ?? null, item.actorEmail]),
    ).toEqual([
      ['service-revokeUserSessions', 'platform', null, admin.email],
      ['tenants-create', 'organisation', orgB.id, ownerB.email],
      ['tenants-create', 'organisation', orgB.id, ownerB.email],
      ['tenants-create', 'organisation', orgA.id, ownerA.email],
    ]);
    expect(ours[1]?.organisation?.name).toBe(orgB.name);
    expect(ours[3]?.organisation?.name).toBe(orgA.name);
  });

  it('filters by organisation, by actor uid or email, by action and by dates', async () => {
    const actions = (page: AuditPage) =>
      page.items.map((item) => `${item.entry.action} ${item.organisation?.tid ?? 'platform'}`);
    expect(actions(await list({ tid: orgA.id }))).toEqual([`tenants-create ${orgA.id}`]);
    expect(actions(await list({ tid: orgB.id }))).toEqual([
      `tenants-create ${orgB.id}`,
      `tenants-create ${orgB.id}`,
    ]);
    expect(actions(await list({ actor: ownerB.email.toUpperCase() }))).toEqual([
      `tenants-create ${orgB.id}`,
      `tenants-create ${orgB.id}`,
    ]);
    expect(actions(await list({ actor: admin.uid }))).toEqual(['service-revokeUserSessions platform']);
    expect(actions(await list({ actor: ownerA.uid, action: 'tenants-create', tid: orgA.id }))).toEqual([
      `tenants-create ${orgA.id}`,
    ]);
    expect(actions(await list({ actor: ownerB.uid, action: 'tenants-update' }))).toEqual([]);
    expect(actions(await list({ action: 'service-revokeUserSessions', from: started }))).toContain(
      'service-revokeUserSessions platform',
    );
    const before = await list({ from: started, to: middle, actor: ownerA.uid });
    expect(actions(before)).toEqual([`tenants-create ${orgA.id}`]);
    expect(actions(await list({ from: middle, actor: ownerA.uid }))).toEqual([]);
    expect(
      actions(
        await list({
          from: middle,
          tid: orgB.id,
          actor: ownerB.uid,
          action: 'tenants-create',
          to: new Date(Date.now() + 60_000).toISOString(),
        }),
      ),
    ).toHaveLength(2);
  });

  it('pages without repeats or gaps, and refuses a cursor made with other filters', async () => {
    const whole = await list({ from: started, pageSize: 100 });
    const paged = await everyPage({ from: started }, 1);
    // Entries other test files wrote meanwhile can only be newer than the first read's.
    const ids = paged.map((item) => item.entry.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.filter((id) => whole.items.some((item) => item.entry.id === id))).toEqual(
      whole.items.map((item) => item.entry.id),
    );
    const times = paged.map((item) => Date.parse(item.entry.at));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const byB = await everyPage({ tid: orgB.id }, 1);
    expect(byB).toHaveLength(2);
    expect(new Set(byB.map((item) => item.entry.id)).size).toBe(2);
    const first = await list({ tid: orgB.id, pageSize: 1 });
    expect(
      await callFunction(
        'service-listAudit',
        { tid: orgA.id, pageSize: 1, cursor: first.nextCursor },
        admin.idToken,
      ),
    ).toMatchObject({ ok: false, code: 'invalid-argument', details: { fields: [{ path: 'cursor' }] } });
  });

  it('answers not-found naming the field for an organisation or email that does not exist, and names the field and rule of bad input', async () => {
    expect(await callFunction('service-listAudit', { tid: 'no-such-org' }, admin.idToken)).toMatchObject({
      ok: false,
      code: 'not-found',
      details: { fields: [{ path: 'tid' }] },
    });
    expect(
      await callFunction('service-listAudit', { actor: 'nobody-here@example.test' }, admin.idToken),
    ).toMatchObject({ ok: false, code: 'not-found', details: { fields: [{ path: 'actor' }] } });
    expect(await callFunction('service-listAudit', { actor: 'not an id' }, admin.idToken)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'actor', message: 'Enter a user id or an email address' }] },
    });
    expect(
      await callFunction('service-listAudit', { from: middle, to: started }, admin.idToken),
    ).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'to', message: 'Must be after the start' }] },
    });
  });

  it('refuses an organisation owner and a guest (every other caller: the authorisation matrix)', async () => {
    expect(await callFunction('service-listAudit', {}, ownerA.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await callFunction('service-listAudit', {})).toMatchObject({ ok: false, code: 'unauthenticated' });
  });
});
