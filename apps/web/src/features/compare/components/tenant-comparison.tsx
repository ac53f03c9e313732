import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { ComparedTenant, Comparison } from '@assay/domain/compare';
import {
  Card,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  Stack,
  Table,
  VisuallyHidden,
  type TableColumn,
} from '@assay/ui';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useComparison } from '../api/get-comparison.ts';
import * as styles from './comparison.css.ts';
import { formatDate, formatDecimal, formatNumber, formatPercent } from '@assay/views/locale';

type Band = keyof typeof styles.band;

/** Colour bands of a score; the number is always written in the cell too. */
const bands: readonly { band: Band; label: () => string; test: (score: number) => boolean }[] = [
  {
    band: 'high',
    label: () => m.tcompare_band_high({ value: formatNumber(80) }),
    test: (score) => score >= 80,
  },
  {
    band: 'middle',
    label: () => m.tcompare_band_middle({ low: formatNumber(50), high: formatDecimal(79.9) }),
    test: (score) => score >= 50,
  },
  { band: 'low', label: () => m.tcompare_band_low({ value: formatNumber(50) }), test: () => true },
];
const bandOf = (score: number | null): Band =>
  score === null ? 'none' : (bands.find((b) => b.test(score))?.band ?? 'low');
const formatScore = (score: number | null) => (score === null ? '—' : formatDecimal(score));

/** "+4.5" / "−2.0" / "±0.0" against the median; nothing when either is missing. */
function deltaOf(score: number | null, median: number | null): string | null {
  if (score === null || median === null) return null;
  const delta = Math.round((score - median) * 10) / 10;
  return `${delta > 0 ? '+' : delta < 0 ? '−' : '±'}${formatDecimal(Math.abs(delta))}`;
}

function resultsHref(comparison: Comparison, tenant: ComparedTenant, domainId?: string): string {
  const base = paths.tenantAssessment({
    tenantId: tenant.tenantId,
    focus: comparison.lineageId ?? '',
    assessmentId: tenant.assessmentId,
  });
  return `${base}?view=results${domainId ? `&domain=${encodeURIComponent(domainId)}` : ''}`;
}

/**
 * Explore's Compare tab: tenants side by side for one baseline, as a heatmap of domain scores
 * (a table: each cell writes its score and opens that tenant's results for the domain) and a
 * ranking. With a tenant id in the URL that tenant is highlighted against the portfolio median.
 */
export function TenantComparison({ tenantId }: { tenantId?: string | undefined }) {
  const [search, setSearch] = useSearchParams();
  const query = useComparison(search.get('baseline') ?? undefined);
  if (query.error)
    return (
      <ErrorState
        title={m.tcompare_load_failed()}
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <LoadingState label={m.tcompare_loading()} lines={4} />;
  const comparison = query.data;
  if (comparison.baselines.length === 0) {
    return (
      <EmptyState
        icon="chart"
        title={m.tcompare_nothing_title()}
        description={m.tcompare_nothing_description()}
      />
    );
  }
  const chosen = tenantId ? comparison.tenants.find((t) => t.tenantId === tenantId) : undefined;
  const choose = (lineageId: string) =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set('baseline', lineageId);
      return next;
    });

  return (
    <Stack gap="lg">
      <div className={styles.toolbar}>
        <Select
          label={m.common_baseline()}
          value={comparison.lineageId ?? ''}
          onValueChange={choose}
          options={comparison.baselines.map((b) => ({
            value: b.lineageId,
            label: m.tcompare_baseline_option({ baseline: b.baselineName, count: b.tenants }),
          }))}
        />
        {tenantId ? (
          <p className={styles.note} role="status">
            {chosen ? m.tcompare_highlighted({ tenant: chosen.tenantName }) : m.tcompare_chosen_missing()}{' '}
            <Link
              to={`${paths.explore({ tab: 'compare' })}${comparison.lineageId ? `?baseline=${encodeURIComponent(comparison.lineageId)}` : ''}`}
            >
              {m.common_clear()}
            </Link>
          </p>
        ) : null}
      </div>
      {comparison.tenants.length === 0 ? (
        <EmptyState
          icon="chart"
          title={m.tcompare_none_title()}
          description={m.tcompare_none_description()}
          size="compact"
        />
      ) : (
        <>
          <Card title={m.tcompare_domain_scores()} description={m.tcompare_domain_scores_description()}>
            <Stack gap="sm">
              <Heatmap comparison={comparison} chosenId={chosen?.tenantId} />
              <ul className={styles.legend} aria-label={m.tcompare_colour_key()}>
                {[...bands, { band: 'none' as const, label: m.tcompare_no_score }].map((b) => (
                  <li key={b.band}>
                    <span className={`${styles.swatch} ${styles.band[b.band]}`} aria-hidden="true" />
                    {b.label()}
                  </li>
                ))}
              </ul>
            </Stack>
          </Card>
          <Card title={m.tcompare_ranking()} description={m.tcompare_ranking_description()}>
            <Ranking comparison={comparison} chosenId={chosen?.tenantId} />
          </Card>
        </>
      )}
    </Stack>
  );
}

function Heatmap({ comparison, chosenId }: { comparison: Comparison; chosenId: string | undefined }) {
  const { domains, tenants, median } = comparison;
  const highlightHref = (id: string) =>
    `${paths.explore({ tab: 'compare', tenantId: id })}?baseline=${encodeURIComponent(comparison.lineageId ?? '')}`;
  const captionId = useId();
  // The caption sits above the sideways-scrolling region (inside it, it was as wide as the table and clipped on phones).
  return (
    <>
      <p id={captionId} className={styles.caption}>
        {m.tcompare_caption({ baseline: comparison.baselineName })}
        {chosenId ? m.tcompare_caption_highlight() : ''}
      </p>
      <div className={styles.scroller} role="region" aria-label={m.tcompare_region()} tabIndex={0}>
        <table className={styles.heatmap} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHeader}>
                {m.common_tenant()}
              </th>
              <th scope="col" className={styles.columnHeader}>
                {m.compare_overall()}
              </th>
              {domains.map((domain) => (
                <th key={domain.id} scope="col" className={styles.columnHeader}>
                  {domain.name}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {tenants.map((tenant) => {
              const isChosen = tenant.tenantId === chosenId;
              return (
                <tr key={tenant.tenantId} aria-current={isChosen ? 'true' : undefined}>
                  <th scope="row" className={`${styles.rowHeader} ${isChosen ? styles.highlighted : ''}`}>
                    <Link
                      to={highlightHref(tenant.tenantId)}
                      title={m.tcompare_highlight({ tenant: tenant.tenantName })}
                    >
                      {tenant.tenantName}
                    </Link>
                    {isChosen ? <VisuallyHidden>{m.tcompare_highlighted_short()}</VisuallyHidden> : null}
                  </th>
                  <ScoreCell
                    score={tenant.score}
                    median={isChosen ? median.score : undefined}
                    href={resultsHref(comparison, tenant)}
                    label={m.tcompare_overall_of({ tenant: tenant.tenantName })}
                    chosen={isChosen}
                  />
                  {domains.map((domain, index) => (
                    <ScoreCell
                      key={domain.id}
                      score={tenant.domainScores[index] ?? null}
                      median={isChosen ? (median.domainScores[index] ?? null) : undefined}
                      href={resultsHref(comparison, tenant, domain.id)}
                      label={`${tenant.tenantName}, ${domain.name}`}
                      chosen={isChosen}
                    />
                  ))}
                </tr>
              );
            })}
            <tr className={styles.medianRow}>
              <th scope="row" className={styles.rowHeader}>
                {m.tcompare_portfolio_median()}
              </th>
              {[median.score, ...median.domainScores].map((score, index) => (
                <td key={index} className={`${styles.cell} ${styles.band[bandOf(score)]}`}>
                  <span className={styles.plain}>{formatScore(score)}</span>
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </>
  );
}

function ScoreCell({
  score,
  median,
  href,
  label,
  chosen,
}: {
  score: number | null;
  median: number | null | undefined;
  href: string;
  label: string;
  chosen: boolean;
}) {
  const delta = median === undefined ? null : deltaOf(score, median);
  return (
    <td className={`${styles.cell} ${styles.band[bandOf(score)]} ${chosen ? styles.selectedCell : ''}`}>
      {/* The name holds the visible text as written ("56.3 −4.0 vs median"), so speech and sight agree (WCAG 2.5.3). */}
      <Link
        className={styles.cellLink}
        to={href}
        aria-label={m.tcompare_cell_label({
          label,
          score: `${score === null ? m.tcompare_no_score() : formatScore(score)}${delta ? ` ${m.tcompare_vs_median({ delta })}` : ''}`,
        })}
      >
        {formatScore(score)}
        {delta ? <span className={styles.delta}> {m.tcompare_vs_median({ delta })}</span> : null}
      </Link>
    </td>
  );
}

function Ranking({ comparison, chosenId }: { comparison: Comparison; chosenId: string | undefined }) {
  const columns: TableColumn<ComparedTenant>[] = [
    { id: 'rank', header: '#', cell: (_t, index) => index + 1, width: 48, align: 'end' },
    {
      id: 'tenant',
      header: m.common_tenant(),
      cell: (t) => (
        <Link
          className={styles.tenantLink}
          to={paths.tenant({
            tenantId: t.tenantId,
            tab: 'overview',
            focus: comparison.lineageId ?? undefined,
          })}
        >
          {t.tenantName}
        </Link>
      ),
    },
    {
      id: 'score',
      header: m.common_score(),
      cell: (t) => <span className={styles.number}>{formatScore(t.score)}</span>,
      align: 'end',
      width: 90,
    },
    {
      id: 'delta',
      header: m.tcompare_vs_median_header(),
      cell: (t) => <span className={styles.number}>{deltaOf(t.score, comparison.median.score) ?? '—'}</span>,
      align: 'end',
      width: 110,
      hideBelow: 'sm',
    },
    {
      id: 'coverage',
      header: m.common_coverage(),
      cell: (t) => (
        <span className={styles.number}>{t.coverage === null ? '—' : formatPercent(t.coverage)}</span>
      ),
      align: 'end',
      width: 100,
      hideBelow: 'md',
    },
    {
      id: 'version',
      header: m.tcompare_version(),
      cell: (t) => `v${t.version}`,
      align: 'end',
      width: 90,
      hideBelow: 'md',
    },
    {
      id: 'completed',
      header: m.common_completed(),
      cell: (t) => formatDate(t.completedAt),
      nowrap: true,
      width: 130,
      hideBelow: 'sm',
    },
  ];
  return (
    <Table
      caption={m.tcompare_ranked_caption()}
      columns={columns}
      rows={comparison.tenants}
      getRowId={(t) => t.tenantId}
      selectedRowId={chosenId ?? null}
    />
  );
}
