// The private-baseline lifecycle over HTTP against the emulators: create → save → publish →
// new version → diff → retire; who may change what; the plan limit under two racing creates;
// and an import whose dry run or bad row writes nothing.
import { beforeAll, describe, expect, it } from 'vitest';
import { diffBaselineVersions } from '@assay/domain/baselines';
import type { BaselineSummary, BaselineVersion } from '@assay/domain/baselines';
import { firestoreStore } from '../../src/data/store/firestore-store.ts';
import { seedGlobalBaselines } from '../../src/seed/seed-baselines.ts';
import { adminDb, callFunction, callOk } from './support/emulators.ts';
import { createWorld } from './support/world.ts';
import { markWrites, writesSince } from './support/writes.ts';
import type { World } from './support/world.ts';

let world: World;

beforeAll(async () => {
  await seedGlobalBaselines(firestoreStore(adminDb()));
  world = await createWorld();
});

const codeOf = async (name: string, data: unknown, token: string) => {
  const outcome = await callFunction(name, data, token);
  return outcome.ok ? 'ok' : outcome.code;
};

function saveOf(version: BaselineVersion, changes: Partial<Pick<BaselineVersion, 'controls'>> = {}) {
  const { baseline, domains, controls } = version;
  return {
    baselineId: baseline.id,
    expectedRevision: baseline.revision,
    name: baseline.name,
    description: baseline.description,
    domains,
    controls: changes.controls ?? controls,
  };
}

describe('private baselines', () => {
  it('go from a draft to published, a second version, a diff and retirement, each step audited', async () => {
    const admin = world.users.adminA.idToken;
    const copy = await callOk<BaselineSummary>(
      'baselines-duplicate',
      { baselineId: 'esh-v1', name: 'Our hygiene' },
      admin,
    );
    const v1 = await callOk<BaselineVersion>('baselines-get', { baselineId: copy.baseline.id }, admin);
    const [first, ...rest] = v1.controls;
    if (!first) throw new Error('The library baseline has no controls');
    const saved = await callOk<BaselineSummary>(
      'baselines-save',
      saveOf(v1, { controls: [{ ...first, title: `${first.title} (ours)` }, ...rest] }),
      admin,
    );
    expect(saved.baseline.revision).toBe(1);
    expect(await codeOf('baselines-save', saveOf(v1), admin)).toBe('aborted');
    await callOk('baselines-publish', { baselineId: copy.baseline.id, expectedRevision: 1 }, admin);
    expect(
      await codeOf('baselines-save', saveOf({ ...v1, baseline: { ...v1.baseline, revision: 1 } }), admin),
    ).toBe('failed-precondition');
    const v2 = await callOk<BaselineSummary>('baselines-newVersion', { baselineId: copy.baseline.id }, admin);
    expect(v2.baseline).toMatchObject({ lineageId: copy.baseline.lineageId, version: 2, status: 'draft' });
    const draft = await callOk<BaselineVersion>('baselines-get', { baselineId: v2.baseline.id }, admin);
    await callOk(
      'baselines-save',
      saveOf(draft, { controls: draft.controls.filter((control) => control.ref !== first.ref) }),
      admin,
    );
    await callOk('baselines-publish', { baselineId: v2.baseline.id, expectedRevision: 1 }, admin);
    const [older, newer] = await Promise.all(
      [copy.baseline.id, v2.baseline.id].map((baselineId) =>
        callOk<BaselineVersion>('baselines-get', { baselineId }, world.users.viewerA.idToken),
      ),
    );
    if (!older || !newer) throw new Error('versions missing');
    expect(diffBaselineVersions(older, newer).removed.map((control) => control.ref)).toEqual([first.ref]);
    const retired = await callOk<BaselineSummary>(
      'baselines-retire',
      { baselineId: copy.baseline.id },
      admin,
    );
    expect(retired.baseline.status).toBe('retired');
    // Retired, and still readable by those who use it.
    expect(
      (
        await callOk<BaselineVersion>(
          'baselines-get',
          { baselineId: copy.baseline.id },
          world.users.viewerA.idToken,
        )
      ).controls,
    ).toHaveLength(v1.controls.length);
    const audit = await adminDb()
      .collection('orgs')
      .doc(world.orgA.id)
      .collection('audit')
      .where('target', 'in', [`baseline/${copy.baseline.id}`, `baseline/${v2.baseline.id}`])
      .get();
    expect(audit.docs.map((doc) => doc.get('action') as string).sort()).toEqual(
      [
        'baselines-duplicate',
        'baselines-newVersion',
        'baselines-publish',
        'baselines-publish',
        'baselines-retire',
        'baselines-save',
        'baselines-save',
      ].sort(),
    );
  });

  it('are changed by owners and admins only; editors and viewers read and export them', async () => {
    const created = await callOk<BaselineSummary>(
      'baselines-create',
      { name: 'Admins only', domains: ['Identity'] },
      world.users.ownerA.idToken,
    );
    const version = await callOk<BaselineVersion>(
      'baselines-get',
      { baselineId: created.baseline.id },
      world.users.editorA.idToken,
    );
    expect(await codeOf('baselines-save', saveOf(version), world.users.editorA.idToken)).toBe(
      'permission-denied',
    );
    expect(
      await codeOf('baselines-delete', { baselineId: created.baseline.id }, world.users.viewerA.idToken),
    ).toBe('permission-denied');
    const file = await callOk<{ fileName: string; text: string }>(
      'baselines-export',
      { baselineId: created.baseline.id, format: 'yaml' },
      world.users.viewerA.idToken,
    );
    expect(file.fileName).toBe('admins-only-v1.yaml');
    expect(
      await codeOf(
        'baselines-export',
        { baselineId: created.baseline.id, format: 'json' },
        world.users.shared.idToken,
      ),
    ).toBe('permission-denied');
    expect(
      await codeOf('baselines-get', { baselineId: created.baseline.id }, world.users.ownerB.idToken),
    ).toBe('not-found');
    expect(
      await codeOf('baselines-delete', { baselineId: created.baseline.id }, world.users.adminA.idToken),
    ).toBe('ok');
  });

  it('stop at the plan limit: of two creates racing for the last place, exactly one succeeds', async () => {
    // Org B is on the team plan (10 private baselines): take it to 9.
    await adminDb().collection('orgs').doc(world.orgB.id).update({ privateBaselineCount: 9 });
    const owner = world.users.ownerB.idToken;
    const outcomes = await Promise.all(
      ['Racer one', 'Racer two'].map((name) => callFunction('baselines-create', { name }, owner)),
    );
    expect(outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort()).toEqual([
      'ok',
      'resource-exhausted',
    ]);
    expect((await adminDb().collection('orgs').doc(world.orgB.id).get()).get('privateBaselineCount')).toBe(
      10,
    );
    const list = await callOk<{ privateBaselines: { count: number; max: number | null } }>(
      'baselines-list',
      {},
      owner,
    );
    expect(list.privateBaselines).toEqual({ count: 10, max: 10 });
    expect(
      await codeOf(
        'baselines-import',
        { format: 'json', text: '{"name":"x","domains":[],"controls":[]}', dryRun: false },
        owner,
      ),
    ).toBe('resource-exhausted');
  });

  it('import: a dry run and a file with one bad row write nothing; the fixed file creates a draft', async () => {
    const admin = world.users.adminA.idToken;
    const header = 'ref,title,domain,weight,effort,description,guidance,references,tags';
    const good = [
      header,
      'IAM-01,Use MFA,Identity,5,S,,,ISO27001:2022 A.5.17,',
      'NET-01,Filter traffic,Network,3,M,,,CIS-v8 4.4,',
    ];
    const bad = [...good.slice(0, 2), 'NET-01,=HYPERLINK("http://x"),Network,3,M,,,,'];
    const mark = await markWrites();
    const report = await callOk<{ issues: { row?: number; field: string }[]; created: unknown }>(
      'baselines-import',
      { format: 'csv', text: bad.join('\n'), dryRun: false, name: 'Imported' },
      admin,
    );
    expect(report.created).toBeNull();
    expect(report.issues).toEqual([expect.objectContaining({ row: 3, field: 'title' })]);
    const dry = await callOk<{ issues: unknown[]; created: unknown; controlCount: number }>(
      'baselines-import',
      { format: 'csv', text: good.join('\n'), dryRun: true, name: 'Imported' },
      admin,
    );
    expect(dry).toMatchObject({ issues: [], created: null, controlCount: 2 });
    expect(await writesSince(mark)).toEqual([]);
    const done = await callOk<{ created: BaselineSummary }>(
      'baselines-import',
      { format: 'csv', text: good.join('\n'), dryRun: false, name: 'Imported' },
      admin,
    );
    expect(done.created).toMatchObject({
      controlCount: 2,
      domainCount: 2,
      baseline: { name: 'Imported', status: 'draft' },
    });
  });

  it('import: a CSV with title@de and domain@de keeps the German through the callable, the export and back', async () => {
    const admin = world.users.adminA.idToken;
    const csv = [
      'ref,title,domain,weight,effort,description,guidance,references,tags,domain_id,title@de,guidance@de,domain@de',
      ',,Identity,,,,,,,idn,,,Identität',
      'IAM-01,Use MFA,Identity,5,S,Every account,Start with admins,,,idn,MFA verwenden,Mit Admins beginnen,',
      'IAM-02,Review access,Identity,3,M,,,,,idn,,,',
    ].join('\n');
    const refused = await callOk<{ issues: { field: string; rule: string }[]; created: unknown }>(
      'baselines-import',
      { format: 'csv', text: csv.replace('title@de', 'title@it'), dryRun: false, name: 'Italian' },
      admin,
    );
    expect(refused.created).toBeNull();
    expect(refused.issues).toEqual([
      expect.objectContaining({ field: 'title@it', rule: expect.stringContaining('Unknown language "it"') }),
    ]);
    const done = await callOk<{ created: BaselineSummary }>(
      'baselines-import',
      { format: 'csv', text: csv, dryRun: false, name: 'Zweisprachig' },
      admin,
    );
    const stored = await callOk<BaselineVersion>(
      'baselines-get',
      { baselineId: done.created.baseline.id },
      admin,
    );
    expect(stored.domains).toEqual([
      { id: 'idn', name: 'Identity', order: 0, translations: { de: { name: 'Identität' } } },
    ]);
    expect(stored.controls.map((c) => [c.ref, c.title, c.translations])).toEqual([
      ['IAM-01', 'Use MFA', { de: { title: 'MFA verwenden', guidance: 'Mit Admins beginnen' } }],
      ['IAM-02', 'Review access', undefined],
    ]);
    const exported = await callOk<{ text: string }>(
      'baselines-export',
      { baselineId: done.created.baseline.id, format: 'csv' },
      admin,
    );
    expect(exported.text.split('\r\n')[0]).toContain('title@de,description@de,guidance@de,domain@de');
    const again = await callOk<{ issues: unknown[]; controlCount: number }>(
      'baselines-import',
      { format: 'csv', text: exported.text, dryRun: true, name: 'Again' },
      admin,
    );
    expect(again).toMatchObject({ issues: [], controlCount: 2 });
    // The shipped library arrives with its German and French.
    const library = await callOk<BaselineVersion>('baselines-get', { baselineId: 'esh-v1' }, admin);
    expect(library.controls.every((c) => c.translations?.de?.title && c.translations.fr?.title)).toBe(true);
    expect(library.domains[0]?.translations).toEqual({
      de: { name: 'Governance und Personal' },
      fr: { name: 'Gouvernance et personnel' },
    });
  });
});

describe('the global library', () => {
  it('is changed by system admins only; organisations see a global version once it is published', async () => {
    const sysadmin = world.users.sysadmin.idToken;
    expect(await codeOf('library-create', { name: 'Not yours' }, world.users.ownerA.idToken)).toBe(
      'permission-denied',
    );
    const file = await callOk<{ text: string }>(
      'baselines-export',
      { baselineId: 'cws-v1', format: 'yaml' },
      world.users.viewerA.idToken,
    );
    const imported = await callOk<{ created: BaselineSummary }>(
      'library-import',
      { format: 'yaml', text: file.text, dryRun: false, name: 'Cloud workspace, next' },
      sysadmin,
    );
    const id = imported.created.baseline.id;
    expect(imported.created.baseline.owner).toEqual({ kind: 'global' });
    expect(await codeOf('baselines-get', { baselineId: id }, world.users.viewerA.idToken)).toBe('not-found');
    expect(await codeOf('baselines-retire', { baselineId: id }, world.users.ownerA.idToken)).toBe(
      'not-found',
    );
    await callOk('library-publish', { baselineId: id, expectedRevision: 0 }, sysadmin);
    expect(
      (await callOk<BaselineVersion>('baselines-get', { baselineId: id }, world.users.viewerA.idToken))
        .baseline.name,
    ).toBe('Cloud workspace, next');
    const audit = await adminDb().collection('audit').where('target', '==', `baseline/${id}`).get();
    expect(audit.docs.map((doc) => doc.get('action') as string).sort()).toEqual([
      'library-import',
      'library-publish',
    ]);
  });
});
