import { m } from '@assay/messages';
import { Card, EmptyState, Inline, Select, Stack, Stat, StatGrid, TrendChart } from '@assay/ui';
import type { ReactNode } from 'react';
import { formatDecimal } from '../../locale/format.ts';
import { formatDate, formatPercent, formatScore } from '../../scores/format.ts';
import { ScoreByDomain } from '../../scores/score-by-domain.tsx';
import type { DomainResult, TrendEntry } from '../../scores/types.ts';

/** The latest completed assessment of the focus baseline. */
export interface OverviewLatest {
  /** e.g. "Q1 review". */
  name: string;
  completedAt: string;
  score: number | null;
  coverage: number | null;
  domains: readonly DomainResult[];
  /** Opens its results (members and shared users have different paths). */
  link?: ReactNode;
}

export interface TenantOverviewProps {
  /** Baselines this tenant has been assessed against; the focus picks one. */
  baselines: readonly { id: string; name: string }[];
  focus: string | undefined;
  /** Changes the focus (the `{focus}` segment); without it the focus is fixed. */
  onFocusChange?: (baselineId: string) => void;
  latest: OverviewLatest | null;
  /** Completed assessments of the focus baseline, oldest first. */
  trend: readonly TrendEntry[];
  /** What the viewer may do when there is nothing yet (e.g. "Start an assessment" for an editor). */
  emptyAction?: ReactNode;
}

/** The tenant's overview tab: overall score, coverage, score by domain (chart and table) and the trend, for the focus baseline. */
export function TenantOverview({
  baselines,
  focus,
  onFocusChange,
  latest,
  trend,
  emptyAction,
}: TenantOverviewProps) {
  const focusPicker =
    baselines.length > 1 && onFocusChange ? (
      <Select
        label={m.overview_baseline()}
        value={focus ?? ''}
        onValueChange={onFocusChange}
        options={baselines.map((b) => ({ value: b.id, label: b.name }))}
      />
    ) : null;
  if (!latest) {
    return (
      <Stack gap="lg">
        {focusPicker}
        <EmptyState
          icon="chart"
          title={m.overview_empty_title()}
          description={m.overview_empty_description()}
          action={emptyAction}
        />
      </Stack>
    );
  }
  const previous = trend.length > 1 ? trend[trend.length - 2] : undefined;
  const change = previous && latest.score !== null ? latest.score - previous.score : null;
  const completed = m.overview_completed({ name: latest.name, date: formatDate(latest.completedAt) });
  return (
    <Stack gap="lg">
      {focusPicker || latest.link ? (
        <Inline justify="space-between" align="flex-end">
          {focusPicker ?? <span />}
          {latest.link}
        </Inline>
      ) : null}
      <StatGrid label={m.overview_latest()}>
        <Stat
          label={m.common_score()}
          icon="chart"
          value={formatScore(latest.score)}
          total="100"
          hint={completed}
        />
        <Stat
          label={m.common_coverage()}
          icon="check"
          value={formatPercent(latest.coverage)}
          hint={m.overview_coverage_hint()}
        />
        <Stat
          label={m.common_change()}
          icon="arrow-up"
          value={change === null ? '—' : `${change > 0 ? '+' : ''}${formatDecimal(change)}`}
          hint={previous ? m.overview_since({ date: formatDate(previous.at) }) : m.overview_first()}
        />
      </StatGrid>
      <ScoreByDomain domains={latest.domains} description={completed} />
      <Card title={m.results_trend_title()} description={m.results_trend_description()}>
        {trend.length > 1 ? (
          <TrendChart
            label={m.results_trend_label()}
            points={trend.map((t) => ({ label: formatDate(t.at), value: t.score }))}
          />
        ) : (
          <EmptyState
            size="compact"
            title={m.overview_one_title()}
            description={m.overview_one_description()}
          />
        )}
      </Card>
    </Stack>
  );
}
