import { describe, expect, it } from 'vitest';
import { compareTenants, median, type CompareSource } from './comparison.ts';

const source = (
  tenantId: string,
  score: number | null,
  domains: [string, number | null][],
  version = 2,
): CompareSource => ({
  tenantId,
  tenantName: tenantId.toUpperCase(),
  assessment: {
    id: `a-${tenantId}`,
    baseline: { id: `bl-v${version}`, version },
    completedAt: '2026-03-01T10:00:00.000Z',
    summary: { score, coverage: 100, domains: domains.map(([domainId, s]) => ({ domainId, score: s })) },
  },
});

describe('compare', () => {
  it('takes the middle value, or the mean of the two middle ones, ignoring missing scores', () => {
    expect(median([30, null, 10, 20])).toBe(20);
    expect(median([10, 20, 25, 40])).toBe(22.5);
    expect(median([null])).toBeNull();
  });

  it('ranks tenants best first and lines their domain scores up by domain id across versions', () => {
    const result = compareTenants(
      [
        source(
          't1',
          40,
          [
            ['gov', 20],
            ['ops', 60],
          ],
          1,
        ),
        source('t2', 90, [
          ['ops', 80],
          ['gov', 100],
          ['new', 90],
        ]),
      ],
      [
        {
          version: 1,
          domains: [
            { id: 'gov', name: 'Governance', order: 0 },
            { id: 'ops', name: 'Operations', order: 1 },
          ],
        },
        {
          version: 2,
          domains: [
            { id: 'ops', name: 'Operations', order: 0 },
            { id: 'gov', name: 'Governance', order: 1 },
            { id: 'new', name: 'New', order: 2 },
          ],
        },
      ],
    );
    expect(result.domains.map((d) => d.name)).toEqual(['Operations', 'Governance', 'New']);
    expect(result.tenants.map((t) => [t.tenantId, t.domainScores])).toEqual([
      ['t2', [80, 100, 90]],
      ['t1', [60, 20, null]],
    ]);
    expect(result.median).toEqual({ score: 65, domainScores: [70, 60, 90] });
  });
});
