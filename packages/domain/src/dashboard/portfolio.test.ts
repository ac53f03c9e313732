import { describe, expect, it } from 'vitest';
import { addCompleted, removeAssessment, ROLLUP_POINTS_MAX, summarisePortfolio } from './portfolio.ts';
import type { PortfolioRollup } from './portfolio.ts';

const key = (tenantId: string, tenantName: string, lineageId = 'iso') => ({
  tenantId,
  tenantName,
  lineageId,
  baselineName: lineageId.toUpperCase(),
});
const point = (assessmentId: string, day: number, score: number | null) => ({
  assessmentId,
  at: `2026-01-${String(day).padStart(2, '0')}T00:00:00.000Z`,
  score,
});

function rollupOf(...entries: Parameters<typeof addCompleted>[1][]): PortfolioRollup {
  return entries.reduce<PortfolioRollup>((rollup, entry) => addCompleted(rollup, entry), { series: [] });
}

describe('portfolio rollup', () => {
  it('keeps each tenant’s completed scores per baseline, oldest first, at most ROLLUP_POINTS_MAX', () => {
    const entries = Array.from({ length: ROLLUP_POINTS_MAX + 2 }, (_, i) => ({
      ...key('t1', 'Contoso'),
      point: point(`a${i}`, i + 1, i * 10),
    }));
    const rollup = rollupOf(...entries.reverse());
    expect(rollup.series).toHaveLength(1);
    expect(rollup.series[0]?.points.map((p) => p.assessmentId)).toEqual(['a2', 'a3', 'a4', 'a5', 'a6', 'a7']);
  });

  it('counts an assessment completed twice (reopened, completed again) once', () => {
    const rollup = rollupOf(
      { ...key('t1', 'Contoso'), point: point('a1', 1, 40) },
      { ...key('t1', 'Contoso'), point: point('a1', 3, 60) },
    );
    expect(rollup.series[0]?.points).toEqual([point('a1', 3, 60)]);
  });

  it('drops an assessment that is no longer completed, and a series left empty', () => {
    const rollup = rollupOf(
      { ...key('t1', 'Contoso'), point: point('a1', 1, 40) },
      { ...key('t2', 'Fabrikam'), point: point('a2', 1, 70) },
    );
    expect(removeAssessment(rollup, 'a1').series.map((s) => s.tenantId)).toEqual(['t2']);
  });

  it('compares the average with the one shown before the latest completion, whichever tenants had an earlier score', () => {
    // Contoso went 40 → 85; then Fabrikam's first assessment, 51: the average fell from 85 to 68.
    const fell = rollupOf(
      { ...key('t1', 'Contoso'), point: point('a1', 1, 40) },
      { ...key('t1', 'Contoso'), point: point('a2', 2, 85) },
      { ...key('t2', 'Fabrikam'), point: point('a3', 3, 51) },
    );
    expect(summarisePortfolio(fell).baselines).toEqual([
      { lineageId: 'iso', baselineName: 'ISO', tenants: 2, average: 68, previous: 85 },
    ]);
    // One tenant, one assessment: nothing to compare with.
    const first = rollupOf({ ...key('t1', 'Contoso'), point: point('a1', 1, 40) });
    expect(summarisePortfolio(first).baselines[0]).toMatchObject({ average: 40, previous: null });
  });

  it('averages the latest scores per baseline with the previous average as trend, and ranks tenants', () => {
    const rollup = rollupOf(
      { ...key('t1', 'Contoso'), point: point('a1', 1, 40) },
      { ...key('t1', 'Contoso'), point: point('a2', 2, 60) },
      { ...key('t2', 'Fabrikam'), point: point('a3', 1, 90) },
      { ...key('t2', 'Fabrikam', 'cis'), point: point('a4', 1, 50) },
    );
    const { baselines, ranked } = summarisePortfolio(rollup);
    expect(baselines).toEqual([
      // Before Contoso's second assessment (day 2) the average was (40 + 90) / 2.
      { lineageId: 'iso', baselineName: 'ISO', tenants: 2, average: 75, previous: 65 },
      { lineageId: 'cis', baselineName: 'CIS', tenants: 1, average: 50, previous: null },
    ]);
    expect(ranked.map((r) => [r.tenantName, r.baselineName, r.score, r.history])).toEqual([
      ['Fabrikam', 'ISO', 90, [90]],
      ['Contoso', 'ISO', 60, [40, 60]],
      ['Fabrikam', 'CIS', 50, [50]],
    ]);
  });
});
