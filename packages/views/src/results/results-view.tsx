import type { Answer } from '@assay/domain/assessments';
import type { AssessmentSummary } from '@assay/domain/scoring';
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
import { formatDecimal, intlLocale } from '../locale/format.ts';
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

const credit = (value: number | null) => (value === null ? 'left out' : value === 0.5 ? '½' : String(value));

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
    { id: 'control', header: 'Control', cell: (g) => <ControlName controlRef={g.ref} title={g.title} /> },
    {
      id: 'domain',
      header: 'Domain',
      cell: (g) => domainName.get(g.domainId),
      nowrap: true,
      hideBelow: 'sm',
    },
    { id: 'state', header: 'Answer', cell: (g) => <StateBadge state={g.state} />, width: 108 },
    { id: 'weight', header: 'Weight', cell: (g) => g.weight, align: 'end', width: 80, hideBelow: 'sm' },
    { id: 'effort', header: 'Effort', cell: (g) => g.effort, align: 'center', width: 70, hideBelow: 'sm' },
    {
      id: 'priority',
      header: 'Priority',
      cell: (g) => formatDecimal(g.priority, 2),
      align: 'end',
      width: 90,
    },
  ];
  const contributionColumns: TableColumn<Contribution>[] = [
    {
      id: 'ref',
      header: 'Control',
      cell: (r) => <ControlName controlRef={r.ref} title={r.title} />,
      sortable: true,
    },
    {
      id: 'domain',
      header: 'Domain',
      cell: (r) => domainName.get(r.domainId),
      sortable: true,
      nowrap: true,
      hideBelow: 'sm',
    },
    { id: 'state', header: 'Answer', cell: (r) => <StateBadge state={r.state} />, width: 108 },
    {
      id: 'weight',
      header: 'Weight',
      cell: (r) => r.weight,
      sortable: true,
      align: 'end',
      width: 90,
      hideBelow: 'sm',
    },
    {
      id: 'credit',
      header: 'Credit',
      cell: (r) => credit(r.credit),
      align: 'end',
      width: 90,
      hideBelow: 'sm',
    },
    {
      id: 'earned',
      header: 'Earned',
      cell: (r) => (r.credit === null ? '—' : `${r.earned} of ${r.weight}`),
      sortable: true,
      align: 'end',
      width: 100,
      nowrap: true,
      hideBelow: 'sm',
    },
    {
      id: 'lost',
      header: 'Points lost',
      cell: (r) => (r.pointsLost === 0 ? '0' : `−${formatDecimal(r.pointsLost)}`),
      sortable: true,
      align: 'end',
      width: 92,
    },
  ];

  return (
    <Stack gap="lg">
      <StatGrid label="Result">
        <Stat
          label="Score"
          icon="chart"
          value={formatScore(summary.score)}
          total="100"
          hint="Weighted by control"
        />
        <Stat
          label="Coverage"
          icon="check"
          value={formatPercent(summary.coverage)}
          hint={`${summary.answered} of ${summary.applicable} applicable controls answered`}
        />
        <Stat
          label="Gaps"
          icon="alert"
          value={allGapsOfResult.length}
          hint={`${summary.notMet} not met, ${summary.partial} partial, ${explanation.unanswered} unanswered`}
        />
        <Stat
          label="Left out"
          icon="minus"
          value={summary.notApplicable + summary.exceptions}
          hint={`${summary.notApplicable} not applicable, ${summary.exceptions} exceptions`}
        />
      </StatGrid>
      {actions ? <Inline justify="flex-end">{actions}</Inline> : null}
      <ScoreByDomain domains={domainResults(summary, domains)} />
      {focused ? (
        <p className={styles.focusNote} role="status">
          Gaps and contributions of <strong>{domainName.get(focused)}</strong> only
          {onShowAllDomains ? (
            <>
              {' · '}
              <button type="button" className={styles.linkButton} onClick={onShowAllDomains}>
                Show every domain
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {trend.length > 1 ? (
        <Card title="Trend" description="Overall score of each completed assessment of this baseline">
          <TrendChart
            label="Overall score over completed assessments"
            points={trend.map((t) => ({ label: formatDate(t.at), value: t.score }))}
          />
        </Card>
      ) : null}
      <Card
        title="Gaps by priority"
        description="Controls that count and are not fully met. Priority = weight × (1 − credit) ÷ effort (S 1, M 2, L 3)."
        actions={
          gaps.length > topGaps ? (
            <button type="button" className={styles.linkButton} onClick={() => setAllGaps((v) => !v)}>
              {allGaps ? `Show the top ${topGaps}` : `Show all ${gaps.length}`}
            </button>
          ) : undefined
        }
      >
        <Table
          caption="Gaps by priority"
          columns={gapColumns}
          rows={allGaps ? gaps : gaps.slice(0, topGaps)}
          getRowId={(g) => g.ref}
          emptyState={
            <EmptyState
              size="compact"
              icon="check"
              title="No gaps"
              description="Every control that counts is met."
            />
          }
        />
      </Card>
      <Card title="How the score is calculated">
        <Stack gap="md">
          <div className={styles.formula}>
            <p>
              <strong>Score = Σ(weight × credit) ÷ Σ(weight) × 100</strong>, over the controls that count,
              with one decimal. Credit: met 1, partial ½, not met 0; an unanswered control counts as not met
              and lowers coverage.
            </p>
            <p>
              Not applicable controls ({summary.notApplicable}) and controls under an accepted exception (
              {summary.exceptions}) are left out of both sums: they neither raise nor lower the score. An
              exception that has expired counts as not met.
            </p>
            <p>
              Here: {explanation.earned} ÷ {explanation.possible} × 100 ={' '}
              <strong>{formatScore(summary.score)}</strong>. Points lost add up to{' '}
              {formatScore(summary.score === null ? null : 100 - summary.score)}.
            </p>
          </div>
          <Table
            caption="Contribution of each control"
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
