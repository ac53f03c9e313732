import { setLocale } from '@assay/messages/runtime';
import { describe, expect, it, onTestFinished } from 'vitest';
import type { Assessment } from '@assay/domain/assessments';
import { emptySummary } from '@assay/domain/scoring';
import { overviewModel, overviewScores } from './overview-model.ts';

function assessment(overrides: Partial<Assessment> = {}): Assessment {
  return {
    id: 'a1',
    tenantId: 't1',
    name: 'Q3 review',
    status: 'in_progress',
    baseline: { id: 'b1', lineageId: 'l1', name: 'Essentials', version: 2 },
    ownerUid: 'u1',
    createdAt: '2026-07-01T10:00:00.000Z',
    updatedAt: '2026-07-02T10:00:00.000Z',
    summary: emptySummary([{ ref: 'IAM-01', domainId: 'iam', weight: 3 }], ['iam']),
    ...overrides,
  };
}

const done = (id: string, lineageId: string, completedAt: string, version = 1) =>
  assessment({
    id,
    status: 'completed',
    completedAt,
    baseline: {
      id: `${lineageId}-v${version}`,
      lineageId,
      name: lineageId === 'l1' ? 'Essentials' : 'Cloud',
      version,
    },
  });

describe('overviewModel', () => {
  const items = [
    done('a1', 'l1', '2026-01-10T00:00:00.000Z'),
    done('a2', 'l2', '2026-02-10T00:00:00.000Z'),
    done('a3', 'l1', '2026-03-10T00:00:00.000Z', 2),
    assessment({ id: 'a4', status: 'in_progress' }),
  ];

  it('focuses the baseline completed most recently when the URL names none, with its completed assessments oldest first across versions', () => {
    const model = overviewModel(items, undefined);
    expect(model.focus).toBe('l1');
    expect(model.latest?.id).toBe('a3');
    expect(model.completed.map((a) => a.id)).toEqual(['a1', 'a3']);
    expect(model.baselines).toEqual([
      { id: 'l1', name: 'Essentials' },
      { id: 'l2', name: 'Cloud' },
    ]);
  });

  it('takes the focus from the URL by lineage or by one of its versions', () => {
    expect(overviewModel(items, 'l2').latest?.id).toBe('a2');
    expect(overviewModel(items, 'l1-v1').focus).toBe('l1');
  });

  it('has nothing to show before an assessment is completed', () => {
    expect(overviewModel([assessment()], undefined)).toEqual({
      baselines: [],
      focus: undefined,
      latest: undefined,
      completed: [],
    });
  });

  it('names the latest assessment’s domains in the page’s language where the baseline has it', () => {
    const model = overviewModel([done('a1', 'l1', '2026-07-01T00:00:00.000Z')], undefined);
    const domains = [{ id: 'iam', name: 'Identity', translations: { fr: { name: 'Identité' } } }];
    const names = () => overviewScores(model, domains, null).latest?.domains.map((d) => d.name);
    expect(names()).toEqual(['Identity']);
    void setLocale('fr', { reload: false });
    onTestFinished(() => void setLocale('en', { reload: false }));
    expect(names()).toEqual(['Identité']);
  });
});
