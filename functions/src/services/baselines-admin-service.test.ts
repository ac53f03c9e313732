import { describe, expect, it } from 'vitest';
import { diffBaselineVersions, exportBaseline } from '@assay/domain/baselines';
import type { BaselineVersion } from '@assay/domain/baselines';
import { contracts } from '@assay/domain/contracts';
import { codeOf } from '../../test/support/domain-code.ts';
import { memoryGlobalAudit, memoryOrgData, memoryPlatform } from '../../test/support/memory-org-data.ts';
import type { MemoryOrgData } from '../../test/support/memory-org-data.ts';
import { memoryStore } from '../data/store/memory-store.ts';
import { seedGlobalBaselines } from '../seed/seed-baselines.ts';
import {
  createBaseline,
  deleteBaselineDraft,
  duplicateBaseline,
  exportBaselineFile,
  importBaseline,
  newBaselineVersion,
  orgScope,
  publishBaseline,
  retireBaseline,
  saveBaseline,
} from './baselines-admin-service.ts';
import { getBaseline, listBaselines } from './baselines-service.ts';
import { getGlobalBaseline, globalScope, listGlobalBaselines } from './library-service.ts';

const now = new Date('2026-03-01T10:00:00.000Z');

async function world(plan: 'free' | 'team' | 'business' = 'business') {
  const store = memoryStore();
  await seedGlobalBaselines(store);
  return {
    store,
    a: memoryOrgData('org-a', { plan }, { store }),
    b: memoryOrgData('org-b', { plan }, { store }),
  };
}

function saveInput(
  version: BaselineVersion,
  changes: Partial<Pick<BaselineVersion, 'domains' | 'controls'>> & { name?: string } = {},
) {
  return contracts.baselines.save.input.parse({
    baselineId: version.baseline.id,
    expectedRevision: version.baseline.revision,
    name: changes.name ?? version.baseline.name,
    description: version.baseline.description,
    domains: changes.domains ?? version.domains,
    controls: changes.controls ?? version.controls,
  });
}

const privateCount = (org: MemoryOrgData) => org.state.organisation?.privateBaselineCount;

describe('baselines admin service', () => {
  it('runs the lifecycle: duplicate, save, publish, new version, save, publish, diff, retire', async () => {
    const { a } = await world();
    const copy = await duplicateBaseline(orgScope(a), { baselineId: 'esh-v1', name: 'Our hygiene' });
    expect(copy.baseline).toMatchObject({
      status: 'draft',
      version: 1,
      revision: 0,
      owner: { kind: 'org', tid: 'org-a' },
      name: 'Our hygiene',
    });
    const v1 = await getBaseline(a, copy.baseline.id);
    const [first, ...rest] = v1.controls;
    if (!first) throw new Error('no controls');
    const saved = await saveBaseline(
      orgScope(a),
      saveInput(v1, { controls: [{ ...first, weight: first.weight === 5 ? 4 : 5 }, ...rest] }),
    );
    expect(saved.baseline.revision).toBe(1);
    await publishBaseline(orgScope(a), { baselineId: copy.baseline.id, expectedRevision: 1 }, 'u-admin', now);
    expect(await codeOf(saveBaseline(orgScope(a), saveInput(await getBaseline(a, copy.baseline.id))))).toBe(
      'failed-precondition',
    );
    const v2 = await newBaselineVersion(orgScope(a), copy.baseline.id);
    expect(v2.baseline).toMatchObject({
      id: `${copy.baseline.lineageId}-v2`,
      lineageId: copy.baseline.lineageId,
      version: 2,
      status: 'draft',
    });
    const draft = await getBaseline(a, v2.baseline.id);
    await saveBaseline(orgScope(a), saveInput(draft, { controls: draft.controls.slice(1) }));
    await publishBaseline(orgScope(a), { baselineId: v2.baseline.id, expectedRevision: 1 }, 'u-admin', now);
    const diff = diffBaselineVersions(
      await getBaseline(a, copy.baseline.id),
      await getBaseline(a, v2.baseline.id),
    );
    expect(diff.removed.map((control) => control.ref)).toEqual([first.ref]);
    const retired = await retireBaseline(orgScope(a), copy.baseline.id);
    expect(retired.baseline.status).toBe('retired');
    expect((await getBaseline(a, copy.baseline.id)).controls).toHaveLength(v1.controls.length);
    expect(privateCount(a)).toBe(1);
    expect(a.state.audit.map((entry) => entry.summary)).toEqual(
      expect.arrayContaining([
        'Duplicated baseline version 1 into a private draft',
        'Saved a private draft baseline (controls)',
        'Published version 1 of a private baseline',
        'Started version 2 of a private baseline',
        'Retired version 1 of a private baseline',
      ]),
    );
  });

  it('refuses a save from a stale revision with aborted and the current revision, writing nothing', async () => {
    const { a } = await world();
    const created = await createBaseline(orgScope(a), { name: 'Mine', domains: ['Identity'] });
    const version = await getBaseline(a, created.baseline.id);
    await saveBaseline(orgScope(a), saveInput(version, { name: 'Mine, renamed' }));
    const audit = a.state.audit.length;
    await expect(
      saveBaseline(orgScope(a), saveInput(version, { name: 'Mine, stale' })),
    ).rejects.toMatchObject({ code: 'aborted', details: { revision: 1 } });
    expect((await getBaseline(a, created.baseline.id)).baseline.name).toBe('Mine, renamed');
    expect(a.state.audit).toHaveLength(audit);
  });

  it('saves unchanged content without a new revision or audit entry', async () => {
    const { a } = await world();
    const created = await createBaseline(orgScope(a), { name: 'Mine' });
    const audit = a.state.audit.length;
    const again = await saveBaseline(orgScope(a), saveInput(await getBaseline(a, created.baseline.id)));
    expect(again.baseline.revision).toBe(0);
    expect(a.state.audit).toHaveLength(audit);
  });

  it('starts each version once: a second new version of v1 is already-exists', async () => {
    const { a } = await world();
    const copy = await duplicateBaseline(orgScope(a), { baselineId: 'cws-v1' });
    await publishBaseline(orgScope(a), { baselineId: copy.baseline.id, expectedRevision: 0 }, 'u', now);
    await newBaselineVersion(orgScope(a), copy.baseline.id);
    expect(await codeOf(newBaselineVersion(orgScope(a), copy.baseline.id))).toBe('already-exists');
  });

  it('touches only the organisation’s own versions: global and foreign ids are not-found', async () => {
    const { a, b } = await world();
    const mine = await createBaseline(orgScope(a), { name: 'Mine' });
    expect(await codeOf(newBaselineVersion(orgScope(a), 'esh-v1'))).toBe('not-found');
    expect(await codeOf(retireBaseline(orgScope(a), 'esh-v1'))).toBe('not-found');
    expect(await codeOf(deleteBaselineDraft(orgScope(b), mine.baseline.id))).toBe('not-found');
    expect(await codeOf(duplicateBaseline(orgScope(b), { baselineId: mine.baseline.id }))).toBe('not-found');
    expect(
      await codeOf(exportBaselineFile(orgScope(b), { baselineId: mine.baseline.id, format: 'json' })),
    ).toBe('not-found');
  });

  it('refuses to publish an empty draft, to retire a draft and to delete a published version', async () => {
    const { a } = await world();
    const empty = await createBaseline(orgScope(a), { name: 'Empty' });
    expect(
      await codeOf(
        publishBaseline(orgScope(a), { baselineId: empty.baseline.id, expectedRevision: 0 }, 'u', now),
      ),
    ).toBe('failed-precondition');
    expect(await codeOf(retireBaseline(orgScope(a), empty.baseline.id))).toBe('failed-precondition');
    const copy = await duplicateBaseline(orgScope(a), { baselineId: 'esh-v1' });
    await publishBaseline(orgScope(a), { baselineId: copy.baseline.id, expectedRevision: 0 }, 'u', now);
    expect(await codeOf(deleteBaselineDraft(orgScope(a), copy.baseline.id))).toBe('failed-precondition');
  });

  it('counts private baselines against the plan: the limit is resource-exhausted, deleting a first draft frees a place, new versions are free', async () => {
    const { a } = await world('team');
    const created = [];
    for (let i = 0; i < 10; i += 1) created.push(await createBaseline(orgScope(a), { name: `B${i}` }));
    expect(await codeOf(createBaseline(orgScope(a), { name: 'One too many' }))).toBe('resource-exhausted');
    await expect(duplicateBaseline(orgScope(a), { baselineId: 'esh-v1' })).rejects.toMatchObject({
      details: { limit: { name: 'privateBaselines', max: 10 } },
    });
    expect(privateCount(a)).toBe(10);
    expect((await listBaselines(a)).privateBaselines).toEqual({ count: 10, max: 10 });
    await deleteBaselineDraft(orgScope(a), created[0]?.baseline.id ?? '');
    expect(privateCount(a)).toBe(9);
    const copy = await duplicateBaseline(orgScope(a), { baselineId: 'esh-v1' });
    await publishBaseline(orgScope(a), { baselineId: copy.baseline.id, expectedRevision: 0 }, 'u', now);
    const v2 = await newBaselineVersion(orgScope(a), copy.baseline.id);
    expect(privateCount(a)).toBe(10);
    await deleteBaselineDraft(orgScope(a), v2.baseline.id);
    expect(privateCount(a)).toBe(10);
  });

  it('imports nothing on a dry run or with issues, and a valid file as a draft that exports back identically', async () => {
    const { a } = await world();
    const file = exportBaseline(await getBaseline(a, 'esh-v1'), 'csv');
    const dry = await importBaseline(orgScope(a), {
      format: 'csv',
      text: file.text,
      dryRun: true,
      name: 'From CSV',
    });
    expect(dry).toMatchObject({ issues: [], created: null, controlCount: 47 });
    const bad = await importBaseline(orgScope(a), {
      format: 'csv',
      text: file.text.replace(/\r\nIAM-02,/u, '\r\nIAM-01,'),
      dryRun: false,
      name: 'From CSV',
    });
    expect(bad.created).toBeNull();
    expect(bad.issues.some((issue) => issue.field === 'ref')).toBe(true);
    expect((await listBaselines(a)).items.filter((item) => item.baseline.owner.kind === 'org')).toEqual([]);
    expect(a.state.audit).toEqual([]);
    const imported = await importBaseline(orgScope(a), {
      format: 'csv',
      text: file.text,
      dryRun: false,
      name: 'From CSV',
    });
    expect(imported.created?.baseline).toMatchObject({ name: 'From CSV', status: 'draft', version: 1 });
    const back = await getBaseline(a, imported.created?.baseline.id ?? '');
    const library = await getBaseline(a, 'esh-v1');
    expect({ domains: back.domains, controls: back.controls }).toEqual({
      domains: library.domains,
      controls: library.controls,
    });
    expect(
      (await exportBaselineFile(orgScope(a), { baselineId: back.baseline.id, format: 'csv' })).text,
    ).toBe(file.text);
  });

  it('caps the report and counts the rest', async () => {
    const { a } = await world();
    const rows = Array.from({ length: 300 }, (_, i) => `C-${i},T,D,9,S,,,,`);
    const report = await importBaseline(orgScope(a), {
      format: 'csv',
      text: ['ref,title,domain,weight,effort,description,guidance,references,tags', ...rows].join('\n'),
      dryRun: true,
      name: 'x',
    });
    expect(report.issues).toHaveLength(200);
    expect(report.moreIssues).toBe(100);
  });
});

describe('global library (system admins)', () => {
  it('keeps a global draft from organisations until it is published, audits in the global log and counts against no plan', async () => {
    const { store, a } = await world('free');
    const platform = memoryPlatform(store);
    const scope = globalScope(platform);
    const created = await createBaseline(scope, { name: 'Global draft', domains: ['Identity'] });
    expect(created.baseline.owner).toEqual({ kind: 'global' });
    const draft = await getGlobalBaseline(platform, created.baseline.id);
    await saveBaseline(
      scope,
      saveInput(draft, {
        controls: [
          {
            id: 'c1',
            ref: 'IAM-01',
            title: 'MFA',
            description: '',
            guidance: '',
            domainId: 'domain-1',
            weight: 3,
            effort: 'S',
            references: [],
            tags: [],
          },
        ],
      }),
    );
    expect(await codeOf(getBaseline(a, created.baseline.id))).toBe('not-found');
    expect((await listGlobalBaselines(platform)).items.map((item) => item.baseline.id)).toContain(
      created.baseline.id,
    );
    await publishBaseline(scope, { baselineId: created.baseline.id, expectedRevision: 1 }, 'u-sysadmin', now);
    expect((await getBaseline(a, created.baseline.id)).controls).toHaveLength(1);
    // Private ids are not the library's.
    const mine = await importBaseline(orgScope(memoryOrgData('org-c', { plan: 'business' }, { store })), {
      format: 'json',
      text: JSON.stringify({ name: 'x', domains: [{ name: 'D' }], controls: [] }),
      dryRun: false,
    });
    expect(await codeOf(retireBaseline(scope, mine.created?.baseline.id ?? ''))).toBe('not-found');
    expect(memoryGlobalAudit(store).map((entry) => entry.summary)).toEqual([
      'Created a global baseline',
      'Saved a global draft baseline (controls)',
      'Published version 1 of a global baseline',
    ]);
  });
});
