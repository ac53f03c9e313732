import type { Answer } from '@assay/domain/assessments';
import type { AssessmentSummary } from '@assay/domain/scoring';
import { m } from '@assay/messages';
import {
  Card,
  EmptyState,
  Inline,
  Stack,
  Stat,
  StatGrid,
  Table,
  TrendChart,
  sortRows,
  type TableColumn,
  type TableSort,
} from '@assay/ui';
import { useMemo, useState, type ReactNode } from 'react';
import { formatDecimal, formatNumber, intlLocale } from '../locale/format.ts';
import { formatDate, formatPercent, formatScore } from '../scores/format.ts';
import { ScoreByDomain } from '../scores/score-by-domain.tsx';
import { domainResults } from '../scores/domain-results.ts';
import type { TrendEntry } from '../scores/types.ts';
import {
  explainScore,
  gapsByPriority,
  type Contribution,
  type Gap,
  type ResultControl,
  type ResultDomain,
} from './model.ts';
import * as styles from './results.css.ts';
import { StateBadge } from './state-badge.tsx';

export interface ResultsViewProps {
  summary: AssessmentSummary;
  domains: readonly ResultDomain[];
  controls: readonly ResultControl[];
  /** Answers by control ref. */
  answers: ReadonlyMap<string, Answer>;
  /** Completed assessments of the same baseline, oldest first. */
  trend?: readonly TrendEntry[];
  /** What the viewer may do with the result (export, open the report); nothing for a read-only viewer. */
  actions?: ReactNode;
  /** Gaps shown before "Show all"; default 10. */
  topGaps?: number;
  /** Narrows the gaps and the contributions to one domain (Explore's comparison opens a domain). */
  domainId?: string | undefined;
  /** Leaves the one-domain view; without it the narrowing cannot be undone here. */
  onShowAllDomains?: () => void;
}

const credit = (value: number | null) =>
  value === null ? m.results_credit_left_out() : value === 0.5 ? '½' : String(value);

/** An assessment's results: score, coverage, score by domain, trend, gaps by priority and how the score was reached. */
export function ResultsView({
  summary,
  domains,
  controls,
  answers,
  trend = [],
  actions,
  topGaps = 10,
  domainId,
  onShowAllDomains,
}: ResultsViewProps) {
  const domainName = useMemo(() => new Map(domains.map((d) => [d.id, d.name])), [domains]);
  const explanation = useMemo(() => explainScore(controls, answers), [controls, answers]);
  const focused = domainId !== undefined && domainName.has(domainId) ? domainId : undefined;
  const allGapsOfResult = useMemo(() => gapsByPriority(controls, answers), [controls, answers]);
  const gaps = useMemo(
    () => (focused ? allGapsOfResult.filter((g) => g.domainId === focused) : allGapsOfResult),
    [allGapsOfResult, focused],
  );
  const [allGaps, setAllGaps] = useState(false);
  const [sort, setSort] = useState<TableSort>({ id: 'lost', direction: 'desc' });
  const contributionRows = useMemo(
    () =>
      sortRows(
        focused ? explanation.rows.filter((r) => r.domainId === focused) : explanation.rows,
        sort,
        {
          ref: (r) => r.ref,
          weight: (r) => r.weight,
          lost: (r) => r.pointsLost,
          earned: (r) => r.earned,
          domain: (r) => domainName.get(r.domainId),
        },
        intlLocale(),
      ),
    [explanation.rows, sort, domainName, focused],
  );

  // On a phone each table keeps what ranks a control (answer, priority or points lost); the rest shows from sm up.
  const gapColumns: TableColumn<Gap>[] = [
    { id: 'rank', header: '#', cell: (_g, i) => i + 1, width: 48, align: 'end', hideBelow: 'sm' },
    {
      id: 'control',
      header: m.common_control(),
      cell: (g) => <ControlName controlRef={g.ref} title={g.title} />,
    },
    {
      id: 'domain',
      header: m.common_domain(),
      cell: (g) => domainName.get(g.domainId),
      nowrap: true,
      hideBelow: 'sm',
    },
    { id: 'state', header: m.common_answer(), cell: (g) => <StateBadge state={g.state} />, width: 108 },
    {
      id: 'weight',
      header: m.results_col_weight(),
      cell: (g) => g.weight,
      align: 'end',
      width: 80,
      hideBelow: 'sm',
    },
    {
      id: 'effort',
      header: m.results_col_effort(),
      cell: (g) => g.effort,
      align: 'center',
      width: 70,
      hideBelow: 'sm',
    },
    {
      id: 'priority',
      header: m.common_priority(),
      cell: (g) => formatDecimal(g.priority, 2),
      align: 'end',
      width: 90,
    },
  ];
  const contributionColumns: TableColumn<Contribution>[] = [
    {
      id: 'ref',
      header: m.common_control(),
      cell: (r) => <ControlName controlRef={r.ref} title={r.title} />,
      sortable: true,
    },
    {
      id: 'domain',
      header: m.common_domain(),
      cell: (r) => domainName.get(r.domainId),
      sortable: true,
      nowrap: true,
      hideBelow: 'sm',
    },
    { id: 'state', header: m.common_answer(), cell: (r) => <StateBadge state={r.state} />, width: 108 },
    {
      id: 'weight',
      header: m.results_col_weight(),
      cell: (r) => r.weight,
      sortable: true,
      align: 'end',
      width: 90,
      hideBelow: 'sm',
    },
    {
      id: 'credit',
      header: m.results_col_credit(),
      cell: (r) => credit(r.credit),
      align: 'end',
      width: 90,
      hideBelow: 'sm',
    },
    {
      id: 'earned',
      header: m.results_col_earned(),
      cell: (r) => (r.credit === null ? '—' : m.results_earned_of({ earned: r.earned, weight: r.weight })),
      sortable: true,
      align: 'end',
      width: 100,
      nowrap: true,
      hideBelow: 'sm',
    },
    {
      id: 'lost',
      header: m.results_col_points_lost(),
      cell: (r) => (r.pointsLost === 0 ? '0' : `−${formatDecimal(r.pointsLost)}`),
      sortable: true,
      align: 'end',
      width: 92,
    },
  ];

  return (
    <Stack gap="lg">
      <StatGrid label={m.results_label()}>
        <Stat
          label={m.common_score()}
          icon="chart"
          value={formatScore(summary.score)}
          total="100"
          hint={m.results_score_hint()}
        />
        <Stat
          label={m.common_coverage()}
          icon="check"
          value={formatPercent(summary.coverage)}
          hint={m.results_coverage_hint({ answered: summary.answered, applicable: summary.applicable })}
        />
        <Stat
          label={m.common_gaps()}
          icon="alert"
          value={allGapsOfResult.length}
          hint={m.results_gaps_hint({
            notMet: summary.notMet,
            partial: summary.partial,
            unanswered: explanation.unanswered,
          })}
        />
        <Stat
          label={m.results_left_out()}
          icon="minus"
          value={summary.notApplicable + summary.exceptions}
          hint={m.results_left_out_hint({
            notApplicable: summary.notApplicable,
            exceptions: summary.exceptions,
          })}
        />
      </StatGrid>
      {actions ? <Inline justify="flex-end">{actions}</Inline> : null}
      <ScoreByDomain domains={domainResults(summary, domains)} />
      {focused ? (
        <p className={styles.focusNote} role="status">
          {m.results_focus_note({ domain: domainName.get(focused) ?? '' })}
          {onShowAllDomains ? (
            <>
              {' · '}
              <button type="button" className={styles.linkButton} onClick={onShowAllDomains}>
                {m.results_show_every_domain()}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {trend.length > 1 ? (
        <Card title={m.results_trend_title()} description={m.results_trend_description()}>
          <TrendChart
            label={m.results_trend_label()}
            points={trend.map((t) => ({ label: formatDate(t.at), value: t.score }))}
          />
        </Card>
      ) : null}
      <Card
        title={m.results_gaps_title()}
        description={m.results_gaps_description()}
        actions={
          gaps.length > topGaps ? (
            <button type="button" className={styles.linkButton} onClick={() => setAllGaps((v) => !v)}>
              {allGaps ? m.results_show_top({ count: topGaps }) : m.results_show_all({ count: gaps.length })}
            </button>
          ) : undefined
        }
      >
        <Table
          caption={m.results_gaps_title()}
          columns={gapColumns}
          rows={allGaps ? gaps : gaps.slice(0, topGaps)}
          getRowId={(g) => g.ref}
          emptyState={
            <EmptyState
              size="compact"
              icon="check"
              title={m.results_no_gaps_title()}
              description={m.results_no_gaps_description()}
            />
          }
        />
      </Card>
      <Card title={m.results_how_title()}>
        <Stack gap="md">
          <div className={styles.formula}>
            <p>
              <strong>{m.results_formula()}</strong>
            </p>
            <p>{m.results_formula_rule()}</p>
            <p>
              {m.results_left_out_rule({
                notApplicable: summary.notApplicable,
                exceptions: summary.exceptions,
              })}
            </p>
            <p>
              {m.results_here({
                earned: formatNumber(explanation.earned),
                possible: formatNumber(explanation.possible),
                score: formatScore(summary.score),
                lost: formatScore(summary.score === null ? null : 100 - summary.score),
              })}
            </p>
          </div>
          <Table
            caption={m.results_contributions_caption()}
            showCaption
            columns={contributionColumns}
            rows={contributionRows}
            getRowId={(r) => r.ref}
            sort={sort}
            onSortChange={setSort}
            maxHeight={560}
          />
        </Stack>
      </Card>
    </Stack>
  );
}

function ControlName({ controlRef, title }: { controlRef: string; title: string }) {
  return (
    <span className={styles.control}>
      <span className={styles.ref}>{controlRef}</span> {title}
    </span>
  );
}
