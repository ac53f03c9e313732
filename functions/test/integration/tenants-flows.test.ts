import { beforeAll, describe, expect, it } from 'vitest';
import type { Tenant } from '@assay/domain/tenants';
import { adminDb, callFunction, callOk, createUser, uniqueId } from './support/emulators.ts';
import type { TestUser } from './support/emulators.ts';
import { createOrg } from './support/world.ts';
import type { TestOrg } from './support/world.ts';

interface Page {
  items: Tenant[];
  nextCursor: string | null;
  total: number;
}

let org: TestOrg;
let editor: TestUser;
let admin: TestUser;
let viewer: TestUser;

const seedTenants = [
  { name: 'Northwind Consulting', tags: ['eu', 'internal'], group: 'Internal', kind: 'self' },
  { name: 'Contoso Pharma', tags: ['eu', 'pharma'], group: 'Key accounts', kind: 'client' },
  { name: 'fabrikam works', tags: ['manufacturing'], group: 'Key accounts', kind: 'client' },
  { name: 'Adventure Consulting Partners', tags: ['retail'], kind: 'client' },
  { name: 'Wingtip Hosting', tags: ['cloud', 'eu'], group: 'Suppliers', kind: 'supplier' },
] as const;

const created: Tenant[] = [];

beforeAll(async () => {
  const tid = uniqueId('flows');
  [editor, admin, viewer] = await Promise.all([
    createUser('flows-editor', { tid, role: 'editor' }),
    createUser('flows-admin', { tid, role: 'admin' }),
    createUser('flows-viewer', { tid, role: 'viewer' }),
  ]);
  org = await createOrg(
    'Flows',
    'team',
    [
      { user: admin, role: 'owner' },
      { user: editor, role: 'editor' },
      { user: viewer, role: 'viewer' },
    ],
    tid,
  );
  for (const tenant of seedTenants) {
    created.push(
      await callOk<Tenant>(
        'tenants-create',
        { ...tenant, description: `About ${tenant.name}` },
        editor.idToken,
      ),
    );
  }
});

const list = (input: Record<string, unknown>, token = viewer.idToken) =>
  callOk<Page>('tenants-list', input, token);
const names = (page: Page) => page.items.map((tenant) => tenant.name);

describe('tenants flows', () => {
  it('creates tenants with the caller as owner and normalised fields', () => {
    expect(created[0]).toMatchObject({
      name: 'Northwind Consulting',
      parentId: org.id,
      status: 'active',
      ownerUid: editor.uid,
      kind: 'self',
      group: 'Internal',
      tags: ['eu', 'internal'],
    });
    expect(created[3]?.group).toBeUndefined();
    expect(created[3]).not.toHaveProperty('group');
    expect(Date.parse(created[0]?.createdAt ?? '')).not.toBeNaN();
  });

  it('lists active tenants sorted by name, case-insensitively, with the total', async () => {
    const page = await list({});
    expect(names(page)).toEqual([
      'Adventure Consulting Partners',
      'Contoso Pharma',
      'fabrikam works',
      'Northwind Consulting',
      'Wingtip Hosting',
    ]);
    expect(page.total).toBe(5);
    expect(page.nextCursor).toBeNull();
  });

  it('searches from the start of any word of the name', async () => {
    expect(names(await list({ search: 'consult' }))).toEqual([
      'Adventure Consulting Partners',
      'Northwind Consulting',
    ]);
    expect(names(await list({ search: 'NORTHWIND cons' }))).toEqual(['Northwind Consulting']);
    expect((await list({ search: 'wind' })).total).toBe(0);
  });

  it('sorts by creation date in both directions', async () => {
    expect(names(await list({ sort: { field: 'createdAt', direction: 'desc' } }))[0]).toBe('Wingtip Hosting');
    expect(names(await list({ sort: { field: 'createdAt', direction: 'asc' } }))[0]).toBe(
      'Northwind Consulting',
    );
  });

  it('filters by tag (any of), group and kind', async () => {
    expect(names(await list({ tags: ['eu'] }))).toEqual([
      'Contoso Pharma',
      'Northwind Consulting',
      'Wingtip Hosting',
    ]);
    expect(names(await list({ tags: ['pharma', 'cloud'] }))).toEqual(['Contoso Pharma', 'Wingtip Hosting']);
    expect(names(await list({ group: 'Key accounts' }))).toEqual(['Contoso Pharma', 'fabrikam works']);
    expect(names(await list({ kind: 'supplier' }))).toEqual(['Wingtip Hosting']);
    const combined = await list({ tags: ['eu'], search: 'n' });
    expect(names(combined)).toEqual(['Northwind Consulting']);
    expect(combined.total).toBe(1);
  });

  it('pages with a cursor: the next page, never page one again', async () => {
    const first = await list({ pageSize: 2 });
    expect(names(first)).toEqual(['Adventure Consulting Partners', 'Contoso Pharma']);
    expect(first.total).toBe(5);
    expect(first.nextCursor).toEqual(expect.any(String));
    const second = await list({ pageSize: 2, cursor: first.nextCursor });
    expect(names(second)).toEqual(['fabrikam works', 'Northwind Consulting']);
    const third = await list({ pageSize: 2, cursor: second.nextCursor });
    expect(names(third)).toEqual(['Wingtip Hosting']);
    expect(third.nextCursor).toBeNull();
  });

  it('pages by date descending and with a residual tag filter', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: Page = await list({
        pageSize: 2,
        sort: { field: 'updatedAt', direction: 'desc' },
        ...(cursor ? { cursor } : {}),
      });
      seen.push(...names(page));
      cursor = page.nextCursor;
    } while (cursor);
    // Newest change first; equal times fall back to the id, descending too.
    const newestFirst = [...created]
      .sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id.localeCompare(a.id))
      .map((tenant) => tenant.name);
    expect(seen).toEqual(newestFirst);
    const first = await list({ pageSize: 1, search: 'c', tags: ['eu', 'retail'] });
    const second = await list({ pageSize: 1, search: 'c', tags: ['eu', 'retail'], cursor: first.nextCursor });
    expect([...names(first), ...names(second)]).toEqual(['Adventure Consulting Partners', 'Contoso Pharma']);
  });

  it('refuses a cursor used with other filters', async () => {
    const first = await list({ pageSize: 2 });
    const outcome = await callFunction(
      'tenants-list',
      { pageSize: 2, cursor: first.nextCursor, search: 'x' },
      viewer.idToken,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'cursor' }] },
    });
  });

  it('gets one tenant; a tenant of another organisation is not found', async () => {
    const tenant = created[1]!;
    expect(await callOk('tenants-get', { tenantId: tenant.id }, viewer.idToken)).toEqual(tenant);
    const stranger = await createUser('flows-stranger', { tid: uniqueId('other'), role: 'owner' });
    expect(await callFunction('tenants-get', { tenantId: tenant.id }, stranger.idToken)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    expect(await callFunction('tenants-get', { tenantId: 'does-not-exist' }, viewer.idToken)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
  });

  it('refuses a duplicate name among active tenants, ignoring case', async () => {
    const outcome = await callFunction(
      'tenants-create',
      { name: '  contoso PHARMA ', kind: 'client' },
      editor.idToken,
    );
    expect(outcome).toMatchObject({
      ok: false,
      code: 'already-exists',
      details: { fields: [{ path: 'name' }] },
    });
  });

  it('updates a tenant; search follows the new name; renaming onto another tenant is refused', async () => {
    const tenant = created[2]!;
    const updated = await callOk<Tenant>(
      'tenants-update',
      { tenantId: tenant.id, name: 'Fabrikam Industries', tags: ['manufacturing', 'us'], group: null },
      editor.idToken,
    );
    expect(updated).toMatchObject({
      name: 'Fabrikam Industries',
      tags: ['manufacturing', 'us'],
      description: 'About fabrikam works',
    });
    expect(updated).not.toHaveProperty('group');
    expect(Date.parse(updated.updatedAt)).toBeGreaterThanOrEqual(Date.parse(tenant.updatedAt));
    expect(names(await list({ search: 'industries' }))).toEqual(['Fabrikam Industries']);
    expect((await list({ search: 'works' })).total).toBe(0);
    expect(
      await callFunction('tenants-update', { tenantId: tenant.id, name: 'wingtip hosting' }, editor.idToken),
    ).toMatchObject({ ok: false, code: 'already-exists' });
    expect(
      await callFunction('tenants-update', { tenantId: tenant.id, name: 'Other' }, viewer.idToken),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
  });

  it("keeps a tenant's client language and the organisation's default language, refusing a language outside the five by field", async () => {
    const tenant = created[1]!;
    expect(tenant).not.toHaveProperty('clientLanguage');
    await callOk<Tenant>('tenants-update', { tenantId: tenant.id, clientLanguage: 'fr' }, editor.idToken);
    expect(await callOk<Tenant>('tenants-get', { tenantId: tenant.id }, viewer.idToken)).toMatchObject({
      clientLanguage: 'fr',
    });
    expect((await adminDb().doc(`orgs/${org.id}/tenants/${tenant.id}`).get()).get('clientLanguage')).toBe(
      'fr',
    );
    expect(
      await callFunction('tenants-update', { tenantId: tenant.id, clientLanguage: 'it' }, editor.idToken),
    ).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'clientLanguage' }] },
    });
    const cleared = await callOk<Tenant>(
      'tenants-update',
      { tenantId: tenant.id, clientLanguage: null },
      editor.idToken,
    );
    expect(cleared).not.toHaveProperty('clientLanguage');

    expect(await callFunction('org-updateProfile', { defaultLanguage: 'de' }, editor.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const profile = await callOk<{ defaultLanguage?: string }>(
      'org-updateProfile',
      { defaultLanguage: 'de' },
      admin.idToken,
    );
    expect(profile.defaultLanguage).toBe('de');
    expect(
      await callOk<{ organisation: { defaultLanguage?: string } }>('org-get', {}, viewer.idToken),
    ).toMatchObject({ organisation: { defaultLanguage: 'de' } });
    expect(await callFunction('org-updateProfile', { defaultLanguage: 'xx' }, admin.idToken)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
      details: { fields: [{ path: 'defaultLanguage' }] },
    });
  });

  it('archives and restores (admins only); an archived name is free until restored', async () => {
    const tenant = created[4]!;
    expect(await callFunction('tenants-archive', { tenantId: tenant.id }, editor.idToken)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    const archived = await callOk<Tenant>('tenants-archive', { tenantId: tenant.id }, admin.idToken);
    expect(archived).toMatchObject({ status: 'archived', archivedAt: expect.any(String) as string });
    expect(names(await list({}))).not.toContain('Wingtip Hosting');
    expect(names(await list({ status: 'archived' }))).toEqual(['Wingtip Hosting']);
    expect((await list({ status: 'all' })).total).toBe(5);
    expect(
      await callFunction('tenants-update', { tenantId: tenant.id, description: 'x' }, editor.idToken),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });

    const reuse = await callOk<Tenant>(
      'tenants-create',
      { name: 'Wingtip Hosting', kind: 'supplier' },
      editor.idToken,
    );
    expect(await callFunction('tenants-restore', { tenantId: tenant.id }, admin.idToken)).toMatchObject({
      ok: false,
      code: 'already-exists',
    });
    await callOk('tenants-archive', { tenantId: reuse.id }, admin.idToken);
    const restored = await callOk<Tenant>('tenants-restore', { tenantId: tenant.id }, admin.idToken);
    expect(restored.status).toBe('active');
    expect(restored).not.toHaveProperty('archivedAt');
    expect(names(await list({ search: 'wingtip' }))).toEqual(['Wingtip Hosting']);
  });

  it('writes nothing, and no audit entry, for calls that change nothing', async () => {
    const auditSize = async () =>
      (await adminDb().collection('orgs').doc(org.id).collection('audit').count().get()).data().count;
    const before = await auditSize();
    const tenant = await callOk<Tenant>('tenants-get', { tenantId: created[1]!.id }, viewer.idToken);
    const same = await callOk<Tenant>(
      'tenants-update',
      { tenantId: tenant.id, name: tenant.name, tags: tenant.tags, description: tenant.description },
      editor.idToken,
    );
    expect(same).toEqual(tenant);
    const archived = await callOk<Tenant>('tenants-archive', { tenantId: tenant.id }, admin.idToken);
    expect(await callOk<Tenant>('tenants-archive', { tenantId: tenant.id }, admin.idToken)).toEqual(archived);
    await callOk('tenants-restore', { tenantId: tenant.id }, admin.idToken);
    expect(await auditSize()).toBe(before + 2);
  });

  it('records each mutation in the organisation audit log', async () => {
    const audit = await adminDb().collection('orgs').doc(org.id).collection('audit').get();
    const actions = audit.docs.map(
      (doc) => doc.data() as { action: string; actorUid: string; tenantId: string | null },
    );
    expect(actions.filter((entry) => entry.action === 'tenants-create')).toHaveLength(6);
    expect(actions.some((entry) => entry.action === 'tenants-archive' && entry.actorUid === admin.uid)).toBe(
      true,
    );
    expect(
      actions.some(
        (entry) =>
          entry.action === 'tenants-update' &&
          entry.actorUid === editor.uid &&
          entry.tenantId === created[2]?.id,
      ),
    ).toBe(true);
    expect(actions.some((entry) => entry.action === 'tenants-list')).toBe(false);
    // Names the user typed are data beside the summary, never inside it.
    const created0 = audit.docs
      .map((doc) => doc.data())
      .find((entry) => entry.action === 'tenants-create' && entry.tenantId === created[0]?.id);
    expect(created0).toMatchObject({ summary: 'Created a tenant', subjectName: 'Northwind Consulting' });
  });

  it('reports usage against the plan in org-get', async () => {
    const overview = await callOk<{
      usage: { tenants: number; members: number };
      limits: { tenants: number };
      organisation: { plan: string };
    }>('org-get', {}, viewer.idToken);
    expect(overview).toMatchObject({
      organisation: { plan: 'team' },
      usage: { tenants: 5, members: 3 },
      limits: { tenants: 25 },
    });
  });
});

describe('plan limit', () => {
  it('refuses a tenant beyond the plan with resource-exhausted and the limit', async () => {
    const tid = uniqueId('free');
    const owner = await createUser('free-owner', { tid, role: 'owner' });
    await createOrg('Free', 'free', [{ user: owner, role: 'owner' }], tid);
    for (const name of ['One', 'Two', 'Three'])
      await callOk('tenants-create', { name, kind: 'client' }, owner.idToken);
    const outcome = await callFunction('tenants-create', { name: 'Four', kind: 'client' }, owner.idToken);
    expect(outcome).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
      details: { limit: { name: 'tenants', max: 3 } },
    });
    expect((await callOk<Page>('tenants-list', {}, owner.idToken)).total).toBe(3);
  });
});
