import { describe, expect, it } from 'vitest';
import type { AuditEntry } from '@assay/domain/audit';
import { platformContracts } from '@assay/domain/platform';
import { memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import { auditMapper } from '../data/audit/audit.ts';
import { collections } from '../data/paths.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { docAt } from '../data/store/store.ts';
import { memoryUserDirectory } from '../data/user-directory/user-directory.ts';
import type { Account } from '../data/user-directory/user-directory.ts';
import { listGlobalAudit } from './platform-audit-service.ts';

const account = (uid: string, email: string): Account => ({
  uid,
  email,
  displayName: null,
  disabled: false,
  providers: ['password'],
  createdAt: null,
  lastSignInAt: null,
  claims: {},
});

function world() {
  const store = memoryStore();
  memoryOrgData('o1', { name: 'Northwind' }, { store });
  memoryOrgData('o2', { name: 'Contoso' }, { store });
  const put = (path: string, entry: Partial<AuditEntry> & { id: string; at: string }) =>
    store.put(docAt(`${path}/${entry.id}`, auditMapper), {
      actorUid: 'owner1',
      action: 'tenants-create',
      target: 'tenant/t',
      summary: 'Created a tenant',
      ...entry,
    });
  put(`${collections.orgs}/o1/${collections.audit}`, {
    id: 'a1',
    at: '2026-11-01T10:00:00.000Z',
    orgId: 'o1',
  });
  put(`${collections.orgs}/o2/${collections.audit}`, {
    id: 'a2',
    at: '2026-11-02T10:00:00.000Z',
    orgId: 'o2',
    actorUid: 'owner2',
  });
  put(collections.globalAudit, {
    id: 'a3',
    at: '2026-11-03T10:00:00.000Z',
    actorUid: 'admin',
    action: 'service-setSystemAdmin',
    target: 'user/x',
    summary: 'Granted system-admin access',
  });
  put(collections.globalAudit, {
    id: 'a4',
    at: '2026-11-04T10:00:00.000Z',
    actorUid: 'admin',
    action: 'service-setPlanOverride',
    target: 'org/o2',
    orgId: 'o2',
    summary: 'Overrode the plan',
  });
  put(`${collections.orgs}/o1/${collections.audit}`, {
    id: 'a5',
    at: '2026-11-05T10:00:00.000Z',
    orgId: 'o1',
    actorUid: 'stripe',
    action: 'invoice.paid',
  });
  // An organisation's log that outlived its organisation document.
  put(`${collections.orgs}/gone/${collections.audit}`, {
    id: 'a6',
    at: '2026-11-06T10:00:00.000Z',
    orgId: 'gone',
  });
  const directory = memoryUserDirectory([
    account('admin', 'admin@assay.test'),
    account('owner1', 'owner1@northwind.test'),
    account('owner2', 'owner2@contoso.test'),
  ]);
  return { platform: memoryPlatform(store), directory };
}

const input = (value: Record<string, unknown>) => platformContracts.listAudit.input.parse(value);

describe('listGlobalAudit', () => {
  it('lists every log newest first, saying which log each entry is in, its organisation and its actor', async () => {
    const { platform, directory } = world();
    const page = await listGlobalAudit(platform, directory, input({}));
    expect(page.items.map((item) => [item.entry.id, item.log, item.organisation, item.actorEmail])).toEqual([
      ['a6', 'organisation', { tid: 'gone', name: null }, 'owner1@northwind.test'],
      ['a5', 'organisation', { tid: 'o1', name: 'Northwind' }, null],
      ['a4', 'platform', { tid: 'o2', name: 'Contoso' }, 'admin@assay.test'],
      ['a3', 'platform', null, 'admin@assay.test'],
      ['a2', 'organisation', { tid: 'o2', name: 'Contoso' }, 'owner2@contoso.test'],
      ['a1', 'organisation', { tid: 'o1', name: 'Northwind' }, 'owner1@northwind.test'],
    ]);
    expect(page.nextCursor).toBeNull();
  });

  it('filters by organisation (its log and the platform actions naming it), actor by uid or email, action and dates', async () => {
    const { platform, directory } = world();
    const ids = async (value: Record<string, unknown>) =>
      (await listGlobalAudit(platform, directory, input(value))).items.map((item) => item.entry.id);
    expect(await ids({ tid: 'o2' })).toEqual(['a4', 'a2']);
    expect(await ids({ actor: 'admin' })).toEqual(['a4', 'a3']);
    expect(await ids({ actor: 'Owner1@Northwind.test' })).toEqual(['a6', 'a1']);
    expect(await ids({ action: 'invoice.paid' })).toEqual(['a5']);
    expect(await ids({ from: '2026-11-02T00:00:00.000Z', to: '2026-11-04T00:00:00.000Z' })).toEqual([
      'a3',
      'a2',
    ]);
    expect(
      await ids({ tid: 'o1', actor: 'owner1', action: 'tenants-create', from: '2026-11-01T00:00:00.000Z' }),
    ).toEqual(['a1']);
  });

  it('pages by cursor without gaps or repeats, and refuses a cursor of other filters', async () => {
    const { platform, directory } = world();
    const seen: string[] = [];
    let cursor: string | null | undefined;
    do {
      const page: Awaited<ReturnType<typeof listGlobalAudit>> = await listGlobalAudit(
        platform,
        directory,
        input({ pageSize: 4, ...(cursor ? { cursor } : {}) }),
      );
      seen.push(...page.items.map((item) => item.entry.id));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(['a6', 'a5', 'a4', 'a3', 'a2', 'a1']);
    const first = await listGlobalAudit(platform, directory, input({ pageSize: 2 }));
    await expect(
      listGlobalAudit(
        platform,
        directory,
        input({ pageSize: 2, action: 'tenants-create', cursor: first.nextCursor }),
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument', details: { fields: [{ path: 'cursor' }] } });
  });

  it('answers not-found naming the field for an email nobody has and an organisation that does not exist', async () => {
    const { platform, directory } = world();
    await expect(
      listGlobalAudit(platform, directory, input({ actor: 'nobody@example.test' })),
    ).rejects.toMatchObject({ code: 'not-found', details: { fields: [{ path: 'actor' }] } });
    await expect(listGlobalAudit(platform, directory, input({ tid: 'gone' }))).rejects.toMatchObject({
      code: 'not-found',
      details: { fields: [{ path: 'tid' }] },
    });
  });
});

describe('service-listAudit input', () => {
  it.each([
    [{ actor: 'not an id' }, 'actor', 'Enter a user id or an email address'],
    [{ actor: 'x@' }, 'actor', 'Enter a user id or an email address'],
    [{ action: 'Drop table' }, 'action', 'Not an action name'],
    [{ from: '2026-11-02T00:00:00.000Z', to: '2026-11-01T00:00:00.000Z' }, 'to', 'Must be after the start'],
    [{ tid: 'a/b' }, 'tid', 'Must be an id of letters, digits, "-" or "_"'],
  ])('refuses %j naming %s', (value, field, message) => {
    const parsed = platformContracts.listAudit.input.safeParse(value);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      [field, message],
    ]);
  });
});
