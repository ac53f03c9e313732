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
import { formatDate, formatDecimal } from '@assay/views/locale';

type Band = keyof typeof styles.band;

/** Colour bands of a score; the number is always written in the cell too. */
const bands: readonly { band: Band; label: string; test: (score: number) => boolean }[] = [
  { band: 'high', label: '80 and above', test: (score) => score >= 80 },
  { band: 'middle', label: '50 to 79.9', test: (score) => score >= 50 },
  { band: 'low', label: 'Below 50', test: () => true },
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
        title="The comparison could not be loaded"
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data) return <LoadingState label="Loading the comparison" lines={4} />;
  const comparison = query.data;
  if (comparison.baselines.length === 0) {
    return (
      <EmptyState
        icon="chart"
        title="Nothing to compare yet"
        description="Tenants appear here side by side once their assessments are completed."
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
          label="Baseline"
          value={comparison.lineageId ?? ''}
          onValueChange={choose}
          options={comparison.baselines.map((b) => ({
            value: b.lineageId,
            label: `${b.baselineName} (${b.tenants === 1 ? '1 tenant' : `${b.tenants} tenants`})`,
          }))}
        />
        {tenantId ? (
          <p className={styles.note} role="status">
            {chosen
              ? `${chosen.tenantName} is highlighted against the portfolio median.`
              : 'The chosen tenant has no completed assessment of this baseline.'}{' '}
            <Link
              to={`${paths.explore({ tab: 'compare' })}${comparison.lineageId ? `?baseline=${encodeURIComponent(comparison.lineageId)}` : ''}`}
            >
              Clear
            </Link>
          </p>
        ) : null}
      </div>
      {comparison.tenants.length === 0 ? (
        <EmptyState
          icon="chart"
          title="No completed assessments of this baseline"
          description="Choose another baseline, or complete an assessment of this one."
          size="compact"
        />
      ) : (
        <>
          <Card
            title="Domain scores"
            description="Each tenant’s latest completed assessment. Open a score to see that tenant’s results for the domain."
          >
            <Stack gap="sm">
              <Heatmap comparison={comparison} chosenId={chosen?.tenantId} />
              <ul className={styles.legend} aria-label="Colour key">
                {[...bands, { band: 'none' as const, label: 'No score' }].map((b) => (
                  <li key={b.band}>
                    <span className={`${styles.swatch} ${styles.band[b.band]}`} aria-hidden="true" />
                    {b.label}
                  </li>
                ))}
              </ul>
            </Stack>
          </Card>
          <Card title="Ranking" description="Best overall score first.">
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
        {comparison.baselineName}: score by domain, 0 to 100
        {chosenId ? '; the highlighted tenant shows its difference from the median' : ''}
      </p>
      <div className={styles.scroller} role="region" aria-label="Domain scores by tenant" tabIndex={0}>
        <table className={styles.heatmap} aria-labelledby={captionId}>
          <thead>
            <tr>
              <th scope="col" className={styles.rowHeader}>
                Tenant
              </th>
              <th scope="col" className={styles.columnHeader}>
                Overall
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
                    <Link to={highlightHref(tenant.tenantId)} title={`Highlight ${tenant.tenantName}`}>
                      {tenant.tenantName}
                    </Link>
                    {isChosen ? <VisuallyHidden> (highlighted)</VisuallyHidden> : null}
                  </th>
                  <ScoreCell
                    score={tenant.score}
                    median={isChosen ? median.score : undefined}
                    href={resultsHref(comparison, tenant)}
                    label={`${tenant.tenantName}, overall`}
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
                Portfolio median
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
        aria-label={`${label}: ${score === null ? 'no score' : formatScore(score)}${delta ? ` ${delta} vs median` : ''}. Open the results`}
      >
        {formatScore(score)}
        {delta ? <span className={styles.delta}> {delta} vs median</span> : null}
      </Link>
    </td>
  );
}

function Ranking({ comparison, chosenId }: { comparison: Comparison; chosenId: string | undefined }) {
  const columns: TableColumn<ComparedTenant>[] = [
    { id: 'rank', header: '#', cell: (_t, index) => index + 1, width: 48, align: 'end' },
    {
      id: 'tenant',
      header: 'Tenant',
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
      header: 'Score',
      cell: (t) => <span className={styles.number}>{formatScore(t.score)}</span>,
      align: 'end',
      width: 90,
    },
    {
      id: 'delta',
      header: 'vs median',
      cell: (t) => <span className={styles.number}>{deltaOf(t.score, comparison.median.score) ?? '—'}</span>,
      align: 'end',
      width: 110,
      hideBelow: 'sm',
    },
    {
      id: 'coverage',
      header: 'Coverage',
      cell: (t) => (
        <span className={styles.number}>{t.coverage === null ? '—' : `${formatScore(t.coverage)}%`}</span>
      ),
      align: 'end',
      width: 100,
      hideBelow: 'md',
    },
    {
      id: 'version',
      header: 'Version',
      cell: (t) => `v${t.version}`,
      align: 'end',
      width: 90,
      hideBelow: 'md',
    },
    {
      id: 'completed',
      header: 'Completed',
      cell: (t) => formatDate(t.completedAt),
      nowrap: true,
      width: 130,
      hideBelow: 'sm',
    },
  ];
  return (
    <Table
      caption="Tenants ranked by score"
      columns={columns}
      rows={comparison.tenants}
      getRowId={(t) => t.tenantId}
      selectedRowId={chosenId ?? null}
    />
  );
}
