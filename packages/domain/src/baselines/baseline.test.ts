import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors/index.ts';
import { baselineVersionSchema, CONTROLS_MAX, controlSchema, DOMAINS_MAX, frameworkOf } from './baseline.ts';
import type { BaselineVersion, Control } from './baseline.ts';
import { assertEditable, nextDraftVersion, validateBaselineVersion } from './versioning.ts';

const control = (ref: string, overrides: Partial<Control> = {}): Control => ({
  id: ref.toLowerCase(),
  ref,
  title: `Control ${ref}`,
  description: 'What it is.',
  guidance: 'How to do it.',
  domainId: 'd1',
  weight: 3,
  effort: 'M',
  references: ['ISO27001:2022 A.5.15'],
  tags: [],
  ...overrides,
});

const version = (overrides: Partial<BaselineVersion> = {}): BaselineVersion => ({
  baseline: {
    id: 'b1',
    lineageId: 'lin',
    owner: { kind: 'org', tid: 'org1' },
    name: 'Mine',
    description: '',
    status: 'published',
    version: 1,
    publishedAt: '2026-01-01T00:00:00.000Z',
    publishedBy: 'u1',
    revision: 0,
  },
  domains: [
    { id: 'd1', name: 'Identity', order: 0 },
    { id: 'd2', name: 'Network', order: 1 },
  ],
  controls: [control('IAM-01'), control('NET-01', { domainId: 'd2' })],
  ...overrides,
});

describe('control schema', () => {
  it.each([
    [{ ref: 'iam-01' }, 'ref'],
    [{ ref: 'IAM 01' }, 'ref'],
    [{ title: '' }, 'title'],
    [{ title: 'x'.repeat(201) }, 'title'],
    [{ description: 'x'.repeat(5001) }, 'description'],
    [{ guidance: 'x'.repeat(5001) }, 'guidance'],
    [{ weight: 0 }, 'weight'],
    [{ weight: 6 }, 'weight'],
    [{ weight: 2.5 }, 'weight'],
    [{ effort: 'XL' }, 'effort'],
    [{ references: ['ISO27001'] }, 'references.0'],
    [{ references: Array.from({ length: 21 }, (_, i) => `CIS-v8 ${i}.1`) }, 'references'],
    [{ title: 'Bad\u202Eorder' }, 'title'],
  ])('rejects %j on %s', (overrides, field) => {
    const result = controlSchema.safeParse({ ...control('IAM-01'), ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('accepts limits exactly and structured framework references', () => {
    const ok = control('IAM-03', {
      title: 'x'.repeat(200),
      guidance: 'y'.repeat(5000),
      weight: 5,
      references: ['ISO27001:2022 A.5.15', 'NIST-CSF-2.0 PR.AA-01', 'CIS-v8 6.3'],
    });
    expect(controlSchema.parse(ok)).toEqual(ok);
    expect(ok.references.map(frameworkOf)).toEqual(['ISO27001:2022', 'NIST-CSF-2.0', 'CIS-v8']);
  });
});

describe('validateBaselineVersion', () => {
  it('accepts a valid version with no issues', () => {
    expect(validateBaselineVersion(version())).toEqual([]);
    expect(baselineVersionSchema.safeParse(version()).success).toBe(true);
  });

  it('reports a duplicate ref and an unknown domain by row, field and rule', () => {
    const bad = version({
      controls: [
        control('IAM-01'),
        control('IAM-01', { id: 'other' }),
        control('NET-01', { domainId: 'nowhere' }),
      ],
    });
    expect(validateBaselineVersion(bad)).toEqual([
      {
        section: 'controls',
        row: 2,
        field: 'ref',
        rule: 'Ref "IAM-01" is used twice',
        code: { rule: 'used-twice', params: { value: 'IAM-01' } },
      },
      {
        section: 'controls',
        row: 3,
        field: 'domainId',
        rule: 'Domain "nowhere" is not a domain of this baseline',
        code: { rule: 'unknown-domain', params: { value: 'nowhere' } },
      },
    ]);
    expect(baselineVersionSchema.safeParse(bad).success).toBe(false);
  });

  it('reports row-level schema problems with their row', () => {
    const bad = version({ controls: [control('IAM-01'), { ...control('IAM-02'), weight: 9 }] });
    expect(validateBaselineVersion(bad)).toEqual([
      { section: 'controls', row: 2, field: 'weight', rule: 'At most 5' },
    ]);
  });

  it('reports header problems without a row', () => {
    const bad = version();
    bad.baseline = { ...bad.baseline, name: ' ' };
    expect(validateBaselineVersion(bad)).toEqual([
      expect.objectContaining({ section: 'baseline', field: 'name' }),
    ]);
  });

  it(`refuses more than ${CONTROLS_MAX} controls and ${DOMAINS_MAX} domains`, () => {
    const controls = Array.from({ length: CONTROLS_MAX + 1 }, (_, i) => control(`C-${i}`));
    const domains = Array.from({ length: DOMAINS_MAX + 1 }, (_, i) => ({
      id: i === 0 ? 'd1' : `d${i + 1}`,
      name: `D${i}`,
      order: Math.min(i, DOMAINS_MAX - 1),
    }));
    const issues = validateBaselineVersion({ ...version(), controls, domains });
    expect(issues).toContainEqual({
      section: 'controls',
      field: 'controls',
      rule: `At most ${CONTROLS_MAX} controls`,
    });
    expect(issues).toContainEqual({
      section: 'domains',
      field: 'domains',
      rule: `At most ${DOMAINS_MAX} domains`,
    });
    expect(validateBaselineVersion({ ...version(), controls: controls.slice(0, CONTROLS_MAX) })).toEqual([]);
  });
});

describe('versioning', () => {
  it('starts the next draft from a published version: same lineage and content, version + 1, unpublished', () => {
    const published = version();
    const draft = nextDraftVersion(published, 'b2');
    expect(draft.baseline).toEqual({
      id: 'b2',
      lineageId: 'lin',
      owner: { kind: 'org', tid: 'org1' },
      name: 'Mine',
      description: '',
      status: 'draft',
      version: 2,
      revision: 0,
    });
    expect(draft.controls).toEqual(published.controls);
    expect(draft.domains).toEqual(published.domains);
    draft.controls[0]?.references.push('CIS-v8 6.3');
    expect(published.controls[0]?.references).toEqual(['ISO27001:2022 A.5.15']);
  });

  it('refuses to start a draft from a draft or a retired version', () => {
    for (const status of ['draft', 'retired'] as const) {
      expect(() => nextDraftVersion(version({ baseline: { ...version().baseline, status } }), 'b2')).toThrow(
        DomainError,
      );
    }
  });

  it('keeps published and retired versions immutable', () => {
    expect(() => assertEditable({ status: 'published', version: 1 })).toThrow(
      expect.objectContaining({ code: 'failed-precondition' }),
    );
    expect(() => assertEditable({ status: 'retired', version: 1 })).toThrow(
      expect.objectContaining({ code: 'failed-precondition' }),
    );
    expect(() => assertEditable({ status: 'draft', version: 2 })).not.toThrow();
  });
});
