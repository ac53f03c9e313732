// The ops commands against the emulators, each run twice: the first changes what it says, the
// second finds nothing left to change. A dry run (no --yes) changes nothing; every change is
// in the global audit log under the operator.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { globalBaselines } from '@assay/domain/baselines';
import type { BaselineVersion } from '@assay/domain/baselines';
import {
  exportOrg,
  importOrg,
  migrate,
  setSystemAdminByEmail,
  status,
  syncLibrary,
} from '../../src/ops/index.ts';
import type { OpsContext } from '../../src/ops/index.ts';
import { MIGRATIONS_VERSION } from '../../src/migrations/steps.ts';
import { adminAuth, adminDb, callOk, createUser, uniqueId } from './support/emulators.ts';
import { addTenant, addWebhook, createOrg } from './support/world.ts';

const OPERATOR = 'ops-integration';
const ctx = (apply: boolean): OpsContext => ({
  firestore: adminDb(),
  auth: adminAuth(),
  operator: OPERATOR,
  apply,
  now: () => new Date(),
});

async function auditOf(target: string): Promise<{ actorUid: string; action: string; summary: string }[]> {
  const snap = await adminDb().collection('audit').where('target', '==', target).get();
  return snap.docs
    .map(
      (doc) =>
        doc.data() as { actorUid: string; action: string; summary: string; at: { toMillis(): number } },
    )
    .sort((a, b) => a.at.toMillis() - b.at.toMillis())
    .map(({ actorUid, action, summary }) => ({ actorUid, action, summary }));
}

describe('ops grant-admin / revoke-admin', () => {
  it('grants then revokes system-admin access once each, keeping other claims, audited', async () => {
    const user = await createUser('ops-admin', { tid: 'org-ops', role: 'viewer' });
    const dry = await setSystemAdminByEmail(ctx(false), user.email, true);
    expect(dry.changes).toEqual([`grant system-admin access to ${user.email} (${user.uid})`]);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ tid: 'org-ops', role: 'viewer' });

    expect((await setSystemAdminByEmail(ctx(true), user.email, true)).changes).toHaveLength(1);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({
      tid: 'org-ops',
      role: 'viewer',
      adminUI: true,
    });
    expect(await setSystemAdminByEmail(ctx(true), user.email, true)).toEqual({
      changes: [],
      notes: [`${user.email} is already a system admin`],
    });

    expect((await setSystemAdminByEmail(ctx(true), user.email, false)).changes).toEqual([
      `revoke system-admin access of ${user.email} (${user.uid})`,
    ]);
    expect((await setSystemAdminByEmail(ctx(true), user.email, false)).changes).toEqual([]);
    expect((await adminAuth().getUser(user.uid)).customClaims).toEqual({ tid: 'org-ops', role: 'viewer' });
    expect(await auditOf(`user/${user.uid}`)).toEqual([
      { actorUid: OPERATOR, action: 'ops-grant-admin', summary: 'Granted system-admin access' },
      { actorUid: OPERATOR, action: 'ops-revoke-admin', summary: 'Revoked system-admin access' },
    ]);
  });

  it('refuses an address nobody signs in with', async () => {
    await expect(setSystemAdminByEmail(ctx(true), 'nobody-ops@it.assay.test', true)).rejects.toThrow(
      'No user signs in as nobody-ops@it.assay.test: they must sign up first.',
    );
  });
});

describe('ops library sync', () => {
  const shipped = globalBaselines[0] as BaselineVersion;
  /** The first shipped baseline under a lineage of its own (the shared emulators hold the real one). */
  function lineage(key: string, title?: string): BaselineVersion {
    const [first, ...rest] = shipped.controls;
    if (!first) throw new Error('the shipped baseline has no control');
    return {
      baseline: { ...shipped.baseline, id: `${key}-v1`, lineageId: key, name: `Ops sync ${key}` },
      domains: shipped.domains,
      controls: [{ ...first, title: title ?? first.title }, ...rest],
    };
  }
  const versionsOf = async (key: string) =>
    (await adminDb().collection('baselines').where('lineageId', '==', key).get()).docs
      .map((doc) => doc.data() as { version: number; status: string; name: string })
      .map(({ version, status }) => ({ version, status }))
      .sort((a, b) => a.version - b.version);

  it('publishes a missing lineage, then a new version only when the content changed', async () => {
    const key = uniqueId('opssync');
    const dry = await syncLibrary(ctx(false), [lineage(key)]);
    expect(dry.changes).toEqual([`publish Ops sync ${key} (${key}) as version 1`]);
    expect(await versionsOf(key)).toEqual([]);

    expect((await syncLibrary(ctx(true), [lineage(key)])).changes).toHaveLength(1);
    expect((await syncLibrary(ctx(true), [lineage(key)])).changes).toEqual([]);
    expect(await versionsOf(key)).toEqual([{ version: 1, status: 'published' }]);

    const changed = lineage(key, 'A reworded first control');
    expect((await syncLibrary(ctx(true), [changed])).changes).toEqual([
      `publish Ops sync ${key} version 2 with the repository's content`,
    ]);
    expect(await syncLibrary(ctx(true), [changed])).toEqual({
      changes: [],
      notes: [`Ops sync ${key}: version 2 matches the repository`],
    });
    expect(await versionsOf(key)).toEqual([
      { version: 1, status: 'published' },
      { version: 2, status: 'published' },
    ]);
    const v2 = await adminDb().collection('baselines').doc(`${key}-v2`).get();
    expect(v2.get('publishedBy')).toBe(OPERATOR);
    // One sync stamps its three steps with one time, so the log's order among them is not asserted.
    expect(
      (await auditOf(`baseline/${key}-v2`)).map((entry) => [entry.actorUid, entry.summary]).sort(),
    ).toEqual(
      [
        [OPERATOR, 'Started version 2 of a global baseline'],
        [OPERATOR, 'Saved a global draft baseline (controls)'],
        [OPERATOR, 'Published version 2 of a global baseline'],
      ].sort(),
    );
  });
});

describe('ops migrate and status', () => {
  it('runs the migrations once, sets the marker and says so in status', async () => {
    await adminDb().collection('platform').doc('migrations').delete();
    expect((await status(ctx(false), [])).notes).toContain(
      `migrations: never run here (current version ${MIGRATIONS_VERSION}: run ops migrate)`,
    );
    const dry = await migrate(ctx(false));
    expect(dry.changes).toEqual([
      `migrate the data from version 0 to ${MIGRATIONS_VERSION}: tenant list fields, organisation search fields, private baseline counters, assessment summaries and answer gates, account index of memberships`,
    ]);
    expect((await adminDb().collection('platform').doc('migrations').get()).exists).toBe(false);

    expect((await migrate(ctx(true))).changes).toHaveLength(1);
    expect(await migrate(ctx(true))).toEqual({
      changes: [],
      notes: [`migrations are current (version ${MIGRATIONS_VERSION})`],
    });
    const marker = await adminDb().collection('platform').doc('migrations').get();
    expect(marker.get('version')).toBe(MIGRATIONS_VERSION);
    expect(marker.get('by')).toBe(OPERATOR);
    expect(await auditOf('platform/migrations')).toEqual([
      {
        actorUid: OPERATOR,
        action: 'ops-migrate',
        summary: `Migrated the data to version ${MIGRATIONS_VERSION}`,
      },
    ]);
    const report = await status(ctx(false), ['STRIPE_SECRET_KEY']);
    expect(report.changes).toEqual([]);
    expect(report.notes).toEqual(
      expect.arrayContaining([
        expect.stringMatching(
          new RegExp(`^migrations: version ${MIGRATIONS_VERSION} of ${MIGRATIONS_VERSION} \\(`),
        ),
        'settings missing: STRIPE_SECRET_KEY (the calls that need them answer failed-precondition)',
      ]),
    );
    const organisations = (await adminDb().collection('orgs').count().get()).data().count;
    expect(report.notes).toContain(`organisations: ${organisations}`);
  });
});

describe('ops export-org / import-org (the restore runbook, rehearsed)', () => {
  it('restores a deleted organisation from its export, once', async () => {
    const tid = uniqueId('org-restore');
    const owner = await createUser('ops-restore', { tid, role: 'owner' });
    const org = await createOrg('Restore', 'team', [{ user: owner, role: 'owner' }], tid);
    const tenant = await addTenant(org, 'Restored tenant');

    const exported = (await exportOrg(ctx(false), org.id)).file;
    const paths = exported.documents.map((document) => document.path);
    expect(paths).toEqual(expect.arrayContaining([`orgs/${org.id}`, `orgs/${org.id}/tenants/${tenant.id}`]));
    expect(paths.filter((path) => path.startsWith(`orgs/${org.id}/audit/`)).length).toBeGreaterThan(0);

    await adminDb().recursiveDelete(adminDb().collection('orgs').doc(org.id));
    const text = JSON.stringify(exported);
    const dry = await importOrg(ctx(false), text);
    expect(dry.changes).toEqual([
      `restore ${exported.documents.length} of ${exported.documents.length} documents of organisation ${org.id} from the export of ${exported.exportedAt}`,
    ]);
    expect((await adminDb().collection('orgs').doc(org.id).get()).exists).toBe(false);

    expect((await importOrg(ctx(true), text)).changes).toHaveLength(1);
    expect((await importOrg(ctx(true), text)).changes).toEqual([]);
    const again = (await exportOrg(ctx(false), org.id)).file;
    expect(again.documents).toEqual(exported.documents);
    const tenants = await callOk<{ items: { id: string; name: string }[] }>(
      'tenants-list',
      { pageSize: 10 },
      owner.idToken,
    );
    expect(tenants.items.map((item) => item.name)).toEqual(['Restored tenant']);
    expect((await auditOf(`org/${org.id}`)).filter((entry) => entry.action === 'ops-import-org')).toEqual([
      {
        actorUid: OPERATOR,
        action: 'ops-import-org',
        summary: `Restored ${exported.documents.length} documents of the organisation from its export of ${exported.exportedAt}`,
      },
    ]);
  });

  it('withholds webhook signing secrets: the file has none, a restore keeps the stored one, a deleted endpoint is not restored', async () => {
    const tid = uniqueId('org-secrets');
    const owner = await createUser('ops-secrets', { tid, role: 'owner' });
    const org = await createOrg('Secrets', 'team', [{ user: owner, role: 'owner' }], tid);
    const kept = await addWebhook(org);
    const gone = await addWebhook(org);
    const endpointDoc = (id: string) => adminDb().doc(`orgs/${org.id}/webhookEndpoints/${id}`);
    await endpointDoc(kept.endpointId).update({ previousSecret: 'whsec_previousSecretOfTheRotation' });
    const stored = (await endpointDoc(kept.endpointId).get()).data() as {
      secret: string;
      description: string;
    };
    expect(stored.secret).toMatch(/^whsec_/);

    const exported = (await exportOrg(ctx(false), org.id)).file;
    const text = JSON.stringify(exported);
    expect(text).not.toContain(stored.secret);
    expect(text).not.toContain('whsec_previousSecretOfTheRotation');
    expect(text).not.toContain('whsec_');
    const inFile = exported.documents.find(
      (document) => document.path === `orgs/${org.id}/webhookEndpoints/${kept.endpointId}`,
    );
    expect(inFile?.withheld).toEqual(['secret', 'previousSecret']);
    expect(inFile?.data.description).toBe('Fixture');

    await endpointDoc(kept.endpointId).update({ description: 'Changed after the export' });
    await endpointDoc(gone.endpointId).delete();
    const report = await importOrg(ctx(true), text);
    expect(report.changes).toEqual([
      `restore 1 of ${exported.documents.length} documents of organisation ${org.id} from the export of ${exported.exportedAt}`,
    ]);
    expect(report.notes).toEqual([
      `orgs/${org.id}/webhookEndpoints/${gone.endpointId} is not restored: the export withholds its signing secret (add the endpoint again)`,
    ]);
    const restored = (await endpointDoc(kept.endpointId).get()).data();
    expect(restored).toMatchObject({
      description: 'Fixture',
      secret: stored.secret,
      previousSecret: 'whsec_previousSecretOfTheRotation',
    });
    expect((await endpointDoc(gone.endpointId).get()).exists).toBe(false);
    expect((await importOrg(ctx(true), text)).changes).toEqual([]);
  });

  it('refuses a file that writes outside its organisation', async () => {
    const file = {
      format: 'assay.org-export',
      version: 1,
      tid: 'org-a',
      exportedAt: '',
      documents: [{ path: 'orgs/org-b', data: {} }],
    };
    await expect(importOrg(ctx(true), JSON.stringify(file))).rejects.toThrow(
      'orgs/org-b is not a document of organisation org-a.',
    );
  });
});

describe('pnpm ops (the command line) on the emulators', () => {
  const root = fileURLToPath(new URL('../../../', import.meta.url));
  const ops = (...args: string[]) =>
    spawnSync('pnpm', ['--silent', 'ops', ...args], { cwd: root, encoding: 'utf8', env: process.env });

  it('says what grant-admin would do, does it with --yes, and then has nothing to change', async () => {
    const user = await createUser('ops-cli');
    const dry = ops('grant-admin', user.email, '--project', 'default');
    expect(dry.stdout).toContain(`would grant system-admin access to ${user.email}`);
    expect(dry.stdout).toContain('nothing changed: run again with --yes to apply');
    expect((await adminAuth().getUser(user.uid)).customClaims?.adminUI).toBeUndefined();

    expect(ops('grant-admin', user.email, '--project', 'default', '--yes').status).toBe(0);
    expect((await adminAuth().getUser(user.uid)).customClaims?.adminUI).toBe(true);
    const again = ops('grant-admin', user.email, '--project', 'default', '--yes');
    expect(again.stdout).toContain(`${user.email} is already a system admin`);
    expect(again.stdout).toContain('nothing to change');
  });

  it('refuses an unknown command with the usage', () => {
    const answer = ops('launch', '--project', 'default');
    expect(answer.status).toBe(1);
    expect(answer.stderr).toContain('unknown command: launch');
  });
});
