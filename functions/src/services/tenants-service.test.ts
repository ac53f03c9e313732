import { describe, expect, it } from 'vitest';
import { contracts } from '@assay/domain/contracts';
import { DomainError } from '@assay/domain/errors';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryOrgData } from '../../test/support/memory-org-data.ts';
import type { TenantViewer } from '@assay/domain/viewer';
import {
  archiveTenant,
  createTenant,
  getTenant,
  listTenants,
  restoreTenant,
  updateTenant,
} from './tenants-service.ts';

const owner: TenantViewer = { kind: 'member', uid: 'u-owner', role: 'owner' };
const t0 = new Date('2026-03-01T10:00:00.000Z');
const later = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

const create = (
  org: ReturnType<typeof memoryOrgData>,
  name: string,
  extra: Record<string, unknown> = {},
  now = t0,
) =>
  createTenant(org, 'u-editor', contracts.tenants.create.input.parse({ name, kind: 'client', ...extra }), {
    now,
  });

const list = (
  org: ReturnType<typeof memoryOrgData>,
  input: Record<string, unknown> = {},
  viewer: TenantViewer = owner,
) => listTenants(org, viewer, contracts.tenants.list.input.parse(input));

describe('tenants service', () => {
  it('creates an active tenant owned by the caller and counts it', async () => {
    const org = memoryOrgData('org1');
    const tenant = await create(org, 'Acme', { tags: ['eu', 'eu', 'critical'], group: 'Key' });
    expect(tenant).toMatchObject({
      parentId: 'org1',
      name: 'Acme',
      tags: ['eu', 'critical'],
      group: 'Key',
      status: 'active',
      ownerUid: 'u-editor',
      description: '',
    });
    expect(tenant.createdAt).toBe(t0.toISOString());
    expect(org.state.organisation?.tenantCount).toBe(1);
  });

  it('refuses a tenant over the plan limit with resource-exhausted and the limit in details', async () => {
    const org = memoryOrgData('org1', { plan: 'free' });
    for (const name of ['A', 'B', 'C']) await create(org, name);
    const error = await create(org, 'D').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect(error).toMatchObject({
      code: 'resource-exhausted',
      details: { limit: { name: 'tenants', max: 3 } },
    });
    expect(org.state.tenants.size).toBe(3);
  });

  it('honours per-organisation limit overrides', async () => {
    const org = memoryOrgData('org1', { plan: 'free', limitOverrides: { tenants: 1 } });
    await create(org, 'A');
    expect(await codeOf(create(org, 'B'))).toBe('resource-exhausted');
  });

  it('refuses a duplicate name among active tenants, ignoring case and spacing', async () => {
    const org = memoryOrgData('org1');
    await create(org, 'Acme Ltd');
    const error = await create(org, '  acme   LTD ').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'already-exists', details: { fields: [{ path: 'name' }] } });
  });

  it('frees the name and the plan slot when a tenant is archived, and restores it when room allows', async () => {
    const org = memoryOrgData('org1', { plan: 'free' });
    const a = await create(org, 'A');
    await create(org, 'B');
    await create(org, 'C');
    const archived = await archiveTenant(org, a.id, later(1));
    expect(archived).toMatchObject({ status: 'archived', archivedAt: later(1).toISOString() });
    expect(org.state.organisation?.tenantCount).toBe(2);
    const replacement = await create(org, 'a');
    expect(await codeOf(restoreTenant(org, a.id, later(2)))).toBe('resource-exhausted');
    await archiveTenant(org, replacement.id, later(3));
    expect(await restoreTenant(org, a.id, later(4))).toMatchObject({ status: 'active' });
    expect((await org.tenants.get(a.id))?.archivedAt).toBeUndefined();
  });

  it('refuses to restore a tenant whose name an active tenant took', async () => {
    const org = memoryOrgData('org1', { plan: 'team' });
    const a = await create(org, 'Same');
    await archiveTenant(org, a.id, later(1));
    await create(org, 'SAME');
    expect(await codeOf(restoreTenant(org, a.id, later(2)))).toBe('already-exists');
  });

  it('archives and restores idempotently', async () => {
    const org = memoryOrgData('org1');
    const a = await create(org, 'A');
    await archiveTenant(org, a.id, later(1));
    await archiveTenant(org, a.id, later(2));
    expect(org.state.organisation?.tenantCount).toBe(0);
    await restoreTenant(org, a.id, later(3));
    await restoreTenant(org, a.id, later(4));
    expect(org.state.organisation?.tenantCount).toBe(1);
  });

  it('updates fields, moves the name reservation and clears the group with null', async () => {
    const org = memoryOrgData('org1');
    const a = await create(org, 'Old', { group: 'G' });
    const updated = await updateTenant(
      org,
      contracts.tenants.update.input.parse({ tenantId: a.id, name: 'New', group: null, tags: ['x'] }),
      later(5),
    );
    expect(updated).toMatchObject({ name: 'New', tags: ['x'], updatedAt: later(5).toISOString() });
    expect(updated.group).toBeUndefined();
    await create(org, 'Old');
    expect(await codeOf(create(org, 'new'))).toBe('already-exists');
  });

  it('keeps a client language given on create, changes it, and removes it with null (the organisation default then applies)', async () => {
    const org = memoryOrgData('org1');
    const a = await create(org, 'Acme', { clientLanguage: 'fr' });
    expect(a.clientLanguage).toBe('fr');
    expect(org.state.tenants.get(a.id)?.clientLanguage).toBe('fr');
    const german = await updateTenant(
      org,
      contracts.tenants.update.input.parse({ tenantId: a.id, clientLanguage: 'de' }),
      later(1),
    );
    expect(german.clientLanguage).toBe('de');
    expect(org.state.audit.at(-1)?.changedFields).toEqual(['clientLanguage']);
    await updateTenant(
      org,
      contracts.tenants.update.input.parse({ tenantId: a.id, clientLanguage: null }),
      later(2),
    );
    expect(org.state.tenants.get(a.id)?.clientLanguage).toBeUndefined();
    expect((await create(org, 'Plain')).clientLanguage).toBeUndefined();
  });

  it('refuses a client language outside the five, naming the field', () => {
    const parsed = contracts.tenants.create.input.safeParse({
      name: 'A',
      kind: 'client',
      clientLanguage: 'it',
    });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({
      path: ['clientLanguage'],
      message: 'Pick one of en, de, fr, nl, es',
    });
  });

  it('lets a tenant change the case of its own name', async () => {
    const org = memoryOrgData('org1');
    const a = await create(org, 'acme');
    expect(await updateTenant(org, { tenantId: a.id, name: 'ACME' }, later(1))).toMatchObject({
      name: 'ACME',
    });
  });

  it('refuses a rename onto another active tenant', async () => {
    const org = memoryOrgData('org1');
    const a = await create(org, 'A');
    await create(org, 'B');
    expect(await codeOf(updateTenant(org, { tenantId: a.id, name: 'b' }, later(1)))).toBe('already-exists');
  });

  it('refuses to change an archived tenant', async () => {
    const org = memoryOrgData('org1');
    const a = await create(org, 'A');
    await archiveTenant(org, a.id, later(1));
    expect(await codeOf(updateTenant(org, { tenantId: a.id, description: 'x' }, later(2)))).toBe(
      'failed-precondition',
    );
  });

  it('answers not-found for unknown tenants', async () => {
    const org = memoryOrgData('org1');
    for (const call of [
      getTenant(org, owner, 'nope'),
      updateTenant(org, { tenantId: 'nope' }, t0),
      archiveTenant(org, 'nope', t0),
      restoreTenant(org, 'nope', t0),
    ]) {
      expect(await codeOf(call)).toBe('not-found');
    }
  });

  describe('audit', () => {
    it('records each change in the same transaction as the change, with the name as data, never in the summary', async () => {
      const org = memoryOrgData('org1');
      // (Control characters never get this far: the contract's human-text schema refuses them.)
      const name = 'Evil" — 2026-03-01 u-owner deleted every tenant';
      const a = await create(org, name);
      await updateTenant(org, { tenantId: a.id, description: 'New text', kind: 'supplier' }, later(1));
      await archiveTenant(org, a.id, later(2));
      await restoreTenant(org, a.id, later(3));
      // One commit per change: the entry cannot land without the change, or the change without it.
      expect(org.store.commits).toBe(4);
      const audit = org.state.audit.sort((x, y) => x.id.localeCompare(y.id));
      expect(audit.map((entry) => [entry.summary, entry.tenantId, entry.changedFields])).toEqual([
        ['Created a tenant', a.id, undefined],
        ['Updated a tenant (description, kind)', a.id, ['description', 'kind']],
        ['Archived a tenant', a.id, undefined],
        ['Restored a tenant', a.id, undefined],
      ]);
      for (const entry of audit) {
        expect(entry.summary).not.toContain('Evil');
        expect(entry.subjectName).toBe(name);
      }
    });

    it('writes nothing, not even an audit entry, for calls that change nothing', async () => {
      const org = memoryOrgData('org1');
      const a = await create(org, 'Acme', { tags: ['eu'], group: 'Key' });
      const commits = org.store.commits;
      const same = await updateTenant(
        org,
        { tenantId: a.id, name: 'Acme', tags: ['eu'], group: 'Key', kind: 'client', description: '' },
        later(1),
      );
      expect(same).toEqual(a);
      await archiveTenant(org, a.id, later(2));
      await archiveTenant(org, a.id, later(3));
      await restoreTenant(org, a.id, later(4));
      await restoreTenant(org, a.id, later(5));
      expect(org.store.commits).toBe(commits + 2);
      expect(org.state.audit.map((entry) => entry.summary).sort()).toEqual([
        'Archived a tenant',
        'Created a tenant',
        'Restored a tenant',
      ]);
    });

    it('writes no audit entry when the change is refused', async () => {
      const org = memoryOrgData('org1', { plan: 'free' });
      for (const name of ['A', 'B', 'C']) await create(org, name);
      expect(await codeOf(create(org, 'D'))).toBe('resource-exhausted');
      expect(await codeOf(create(org, 'a'))).toBe('resource-exhausted');
      expect(org.state.audit).toHaveLength(3);
    });
  });

  describe('list', () => {
    async function world() {
      const org = memoryOrgData('org1', { plan: 'business' });
      const names = ['Delta Air', 'alpha Corp', 'Charlie Bank', 'Bravo Foods', 'Echo Media'];
      for (const [i, name] of names.entries())
        await create(
          org,
          name,
          { tags: i % 2 ? ['eu'] : ['us'], kind: i === 4 ? 'supplier' : 'client' },
          later(i),
        );
      return org;
    }

    it('sorts by name case-insensitively and pages with a cursor', async () => {
      const org = await world();
      const first = await list(org, { pageSize: 2 });
      expect(first.items.map((t) => t.name)).toEqual(['alpha Corp', 'Bravo Foods']);
      expect(first.total).toBe(5);
      const second = await list(org, { pageSize: 2, cursor: first.nextCursor });
      expect(second.items.map((t) => t.name)).toEqual(['Charlie Bank', 'Delta Air']);
      const third = await list(org, { pageSize: 2, cursor: second.nextCursor });
      expect(third.items.map((t) => t.name)).toEqual(['Echo Media']);
      expect(third.nextCursor).toBeNull();
    });

    it('sorts by creation date descending', async () => {
      const org = await world();
      const page = await list(org, { sort: { field: 'createdAt', direction: 'desc' }, pageSize: 3 });
      expect(page.items.map((t) => t.name)).toEqual(['Echo Media', 'Bravo Foods', 'Charlie Bank']);
    });

    it('filters by search, tags, kind and status', async () => {
      const org = await world();
      expect((await list(org, { search: 'BANK' })).items.map((t) => t.name)).toEqual(['Charlie Bank']);
      expect((await list(org, { tags: ['eu'] })).items.map((t) => t.name)).toEqual([
        'alpha Corp',
        'Bravo Foods',
      ]);
      expect((await list(org, { kind: 'supplier' })).total).toBe(1);
      const [first] = (await list(org)).items;
      await archiveTenant(org, first?.id ?? '', later(10));
      expect((await list(org)).total).toBe(4);
      expect((await list(org, { status: 'archived' })).items.map((t) => t.name)).toEqual(['alpha Corp']);
      expect((await list(org, { status: 'all' })).total).toBe(5);
    });

    it('combines search, tags, group and kind (one filter indexed, the others checked on the documents)', async () => {
      const org = memoryOrgData('org1', { plan: 'business' });
      await create(org, 'Acme North', { tags: ['eu'], group: 'Key Accounts', kind: 'supplier' });
      await create(org, 'Acme South', { tags: ['eu'], group: 'Key Accounts', kind: 'client' });
      await create(org, 'Acme East', { tags: ['us'], group: 'Key Accounts', kind: 'supplier' });
      await create(org, 'Acme West', { tags: ['eu'], group: 'Other', kind: 'supplier' });
      await create(org, 'Zenith', { tags: ['eu'], group: 'Key Accounts', kind: 'supplier' });
      const names = async (input: Record<string, unknown>) =>
        (await list(org, input)).items.map((t) => t.name);
      expect(await names({ search: 'acme', tags: ['eu'], group: 'Key Accounts', kind: 'supplier' })).toEqual([
        'Acme North',
      ]);
      expect(await names({ tags: ['eu', 'us'], group: 'Key Accounts', kind: 'supplier' })).toEqual([
        'Acme East',
        'Acme North',
        'Zenith',
      ]);
      expect(await names({ group: 'Key Accounts', kind: 'client' })).toEqual(['Acme South']);
      expect((await list(org, { search: 'acme', kind: 'supplier' })).total).toBe(3);
    });

    it('matches the group ignoring case and spacing', async () => {
      const org = memoryOrgData('org1', { plan: 'business' });
      await create(org, 'A', { group: 'Key Accounts' });
      await create(org, 'B', { group: 'Other' });
      expect((await list(org, { group: 'key  ACCOUNTS' })).items.map((t) => t.name)).toEqual(['A']);
      expect((await list(org, { group: 'KEY accounts', kind: 'client' })).items.map((t) => t.name)).toEqual([
        'A',
      ]);
    });

    it('refuses a cursor from a different query', async () => {
      const org = await world();
      const first = await list(org, { pageSize: 2 });
      expect(
        await codeOf(
          list(org, {
            pageSize: 2,
            cursor: first.nextCursor,
            sort: { field: 'createdAt', direction: 'asc' },
          }),
        ),
      ).toBe('invalid-argument');
      expect(await codeOf(list(org, { cursor: 'bm90LWEtY3Vyc29y' }))).toBe('invalid-argument');
    });

    it('shows a shared user only their own active tenant', async () => {
      const org = await world();
      const [mine] = (await list(org, { search: 'charlie' })).items;
      const shared: TenantViewer = { kind: 'shared', uid: 'u-shared', tenantId: mine?.id ?? '' };
      const page = await list(org, {}, shared);
      expect(page.items.map((t) => t.name)).toEqual(['Charlie Bank']);
      expect(page.total).toBe(1);
      expect((await list(org, { status: 'archived' }, shared)).items).toEqual([]);
    });

    it('shows a member confined to some tenants (a restricted API key) only those, filtered, sorted and paged', async () => {
      const org = await world();
      const all = (await list(org, { pageSize: 100 })).items;
      const ids = all
        .filter((t) => ['Charlie Bank', 'alpha Corp', 'Echo Media'].includes(t.name))
        .map((t) => t.id);
      const confined: TenantViewer = { kind: 'member', uid: 'apiKey-k1', role: 'viewer', tenantIds: ids };
      const first = await list(org, { pageSize: 2 }, confined);
      expect(first.items.map((t) => t.name)).toEqual(['alpha Corp', 'Charlie Bank']);
      expect(first.total).toBe(3);
      const second = await list(org, { pageSize: 2, cursor: first.nextCursor }, confined);
      expect(second.items.map((t) => t.name)).toEqual(['Echo Media']);
      expect(second.nextCursor).toBeNull();
      expect((await list(org, { search: 'bank' }, confined)).items.map((t) => t.name)).toEqual([
        'Charlie Bank',
      ]);
    });
  });

  it('lets a shared user get only their tenant, and only while it is active', async () => {
    const org = memoryOrgData('org1');
    const mine = await create(org, 'Mine');
    const other = await create(org, 'Other');
    const shared: TenantViewer = { kind: 'shared', uid: 'u-shared', tenantId: mine.id };
    expect(await getTenant(org, shared, mine.id)).toMatchObject({ name: 'Mine' });
    expect(await codeOf(getTenant(org, shared, other.id))).toBe('not-found');
    await archiveTenant(org, mine.id, later(1));
    expect(await codeOf(getTenant(org, shared, mine.id))).toBe('not-found');
  });
});
