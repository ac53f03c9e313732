import { globalBaselines } from '@assay/domain/baselines';
import { describe, expect, it } from 'vitest';
import { createControlIndex } from './control-index.ts';
import { emptyControlFilters, exploreControls } from './controls.ts';

const entries = exploreControls(globalBaselines);
const index = createControlIndex(entries);
const refsFor = (query: string, filters = {}) =>
  index.search({ ...emptyControlFilters, ...filters, query }).map((hit) => hit.entry.control.ref);

describe('the control search index', () => {
  it('finds exactly the controls citing a framework clause, not its neighbours', () => {
    // ISO 27001:2022 A.5.15 (access control) is cited by ESH IAM-08 and CWS SHR-02 only.
    expect(refsFor('A.5.15').sort()).toEqual(['IAM-08', 'SHR-02']);
  });

  it('finds a whole reference with its framework', () => {
    expect(refsFor('NIST-CSF-2.0 PR.AA-01').sort()).toEqual(['APP-04', 'IAM-06']);
  });

  it('finds a control by its ref', () => {
    expect(refsFor('IAM-03')[0]).toBe('IAM-03');
  });

  it('matches the start of a word while it is being typed', () => {
    expect(refsFor('passwo')).toContain('IAM-04');
  });

  it('forgives a typo in a longer word', () => {
    expect(refsFor('encyption')).toContain('END-04');
  });

  it('requires every word of the query', () => {
    const hits = index.search({ ...emptyControlFilters, query: 'restore tested' });
    expect(hits.map((hit) => hit.entry.control.ref)).toContain('DAT-03');
    for (const { entry } of hits) {
      const { translations: _, ...english } = entry.control;
      const text = Object.values(english).flat().join(' ').toLowerCase();
      expect(text).toMatch(/restor/);
      expect(text).toMatch(/test/);
    }
  });

  it('applies the filters to the matches', () => {
    const refs = refsFor('access', { effort: 'M', framework: 'CIS-v8' });
    expect(refs.length).toBeGreaterThan(0);
    for (const ref of refs) {
      const entry = entries.find((e) => e.control.ref === ref)!;
      expect(entry.control.effort).toBe('M');
      expect(entry.control.references.some((r) => r.startsWith('CIS-v8 '))).toBe(true);
    }
  });

  it('lists every control of the filtered library, in library order, without a query', () => {
    const hits = index.search({
      ...emptyControlFilters,
      baseline: globalBaselines[0]!.baseline.id,
      domain: 'Identity and access',
    });
    expect(hits.map((hit) => hit.entry.control.ref)).toEqual([
      'IAM-01',
      'IAM-02',
      'IAM-03',
      'IAM-04',
      'IAM-05',
      'IAM-06',
      'IAM-07',
      'IAM-08',
    ]);
  });

  it('reports the matched words for highlighting', () => {
    const [hit] = index.search({ ...emptyControlFilters, query: 'A.5.15' });
    expect(hit?.terms).toEqual(['a.5.15']);
    expect(hit?.fields).toEqual(['references']);
  });
});

describe('frameworkOf', () => {
  it('agrees with the domain on every reference of the library', async () => {
    const domain = await import('@assay/domain/baselines');
    const { frameworkOf } = await import('./controls.ts');
    for (const { control } of entries)
      for (const reference of control.references)
        expect(frameworkOf(reference)).toBe(domain.frameworkOf(reference));
  });
});

describe('one-letter words', () => {
  it('do not narrow the list while the next letter is on its way', () => {
    expect(refsFor('A').length).toBe(entries.length);
    expect(refsFor('least privilege a')).toEqual(refsFor('least privilege'));
  });
});
