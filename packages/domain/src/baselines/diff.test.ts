import { describe, expect, it } from 'vitest';
import type { BaselineContent, Control } from './baseline.ts';
import { diffBaselineVersions } from './diff.ts';

const control = (ref: string, overrides: Partial<Control> = {}): Control => ({
  id: ref.toLowerCase(),
  ref,
  title: ref,
  description: '',
  guidance: '',
  domainId: 'd1',
  weight: 3,
  effort: 'M',
  references: [],
  tags: [],
  ...overrides,
});

const v1: BaselineContent = {
  domains: [
    { id: 'd1', name: 'Identity', order: 0 },
    { id: 'd2', name: 'Network', order: 1 },
  ],
  controls: [control('A-1'), control('A-2'), control('A-3', { references: ['CIS-v8 6.3'] })],
};

describe('diffBaselineVersions', () => {
  it('finds nothing between a version and itself', () => {
    expect(diffBaselineVersions(v1, v1)).toEqual({
      added: [],
      removed: [],
      changed: [],
      domainsAdded: [],
      domainsRemoved: [],
      domainsChanged: [],
    });
  });

  it('lists controls added, removed and changed field by field', () => {
    const v2: BaselineContent = {
      domains: [
        { id: 'd1', name: 'Identity', order: 0 },
        { id: 'd3', name: 'Data', order: 1 },
      ],
      controls: [
        control('A-1', { title: 'Renamed', weight: 5 }),
        control('A-3', { references: ['CIS-v8 6.3', 'CIS-v8 6.4'], domainId: 'd3' }),
        control('A-4'),
      ],
    };
    const diff = diffBaselineVersions(v1, v2);
    expect(diff.added.map((c) => c.ref)).toEqual(['A-4']);
    expect(diff.removed.map((c) => c.ref)).toEqual(['A-2']);
    expect(diff.changed).toEqual([
      {
        ref: 'A-1',
        changes: [
          { field: 'title', before: 'A-1', after: 'Renamed' },
          { field: 'weight', before: 3, after: 5 },
        ],
      },
      {
        ref: 'A-3',
        changes: [
          { field: 'domain', before: 'Identity', after: 'Data' },
          { field: 'references', before: ['CIS-v8 6.3'], after: ['CIS-v8 6.3', 'CIS-v8 6.4'] },
        ],
      },
    ]);
    expect(diff.domainsAdded).toEqual(['Data']);
    expect(diff.domainsRemoved).toEqual(['Network']);
  });

  it('pairs controls by ref, so new ids with the same content are not a change', () => {
    const reimported: BaselineContent = {
      domains: v1.domains.map((d) => ({ ...d, id: `new-${d.id}` })),
      controls: v1.controls.map((c) => ({ ...c, id: `new-${c.id}`, domainId: `new-${c.domainId}` })),
    };
    expect(diffBaselineVersions(v1, reimported)).toEqual({
      added: [],
      removed: [],
      changed: [],
      domainsAdded: [],
      domainsRemoved: [],
      domainsChanged: [],
    });
  });

  it('reports a translation added, changed or removed as a change of that field in that language', () => {
    const translated: BaselineContent = {
      domains: [{ id: 'd1', name: 'Identity', order: 0, translations: { de: { name: 'Identität' } } }],
      controls: [
        control('A-1', { translations: { de: { title: 'Titel' }, fr: { guidance: 'Conseil' } } }),
        control('A-2'),
      ],
    };
    const retranslated: BaselineContent = {
      domains: [
        {
          id: 'd1',
          name: 'Identity',
          order: 0,
          translations: { de: { name: 'Identitäten' }, fr: { name: 'Identité' } },
        },
      ],
      controls: [
        control('A-1', { translations: { de: { title: 'Neuer Titel' } } }),
        control('A-2', { translations: { nl: { description: 'Beschrijving' } } }),
      ],
    };
    const diff = diffBaselineVersions(translated, retranslated);
    expect(diff.added).toEqual([]);
    expect(diff.removed).toEqual([]);
    expect(diff.changed).toEqual([
      {
        ref: 'A-1',
        changes: [
          { field: 'title@de', before: 'Titel', after: 'Neuer Titel' },
          { field: 'guidance@fr', before: 'Conseil', after: '' },
        ],
      },
      { ref: 'A-2', changes: [{ field: 'description@nl', before: '', after: 'Beschrijving' }] },
    ]);
    expect(diff.domainsChanged).toEqual([
      {
        name: 'Identity',
        changes: [
          { field: 'name@de', before: 'Identität', after: 'Identitäten' },
          { field: 'name@fr', before: '', after: 'Identité' },
        ],
      },
    ]);
    expect(diffBaselineVersions(retranslated, retranslated).changed).toEqual([]);
  });
});
