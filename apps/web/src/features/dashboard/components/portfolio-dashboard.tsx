// /home: the portfolio at a glance, from dashboard-get (summary documents only).
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import type { Dashboard } from '@assay/domain/dashboard';
import { Badge, Card, ProgressBar, RelativeTime, Stat, StatGrid } from '@assay/ui';
import { formatDate, formatNumber } from '@assay/views/locale';
import { Link } from 'react-router';
import * as styles from './dashboard.css.ts';

function Sparkline({ values, label }: { values: readonly (number | null)[]; label: string }) {
  const points = values.map(
    (value, index) =>
      [
        values.length === 1 ? 30 : (index / (values.length - 1)) * 60,
        20 - ((value ?? 0) / 100) * 20,
      ] as const,
  );
  return (
    <svg className={styles.spark} width="60" height="20" viewBox="-2 -2 64 24" role="img" aria-label={label}>
      <polyline
        points={points.map(([x, y]) => `${x},${y}`).join(' ')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinejoin="round"
      />
      {points.length === 1 && points[0] ? (
        <circle cx={points[0][0]} cy={points[0][1]} r="2" fill="currentColor" />
      ) : null}
    </svg>
  );
}

const trendWords = (average: number | null, previous: number | null) => {
  if (average === null || previous === null) return m.dashboard_trend_none();
  const delta = Math.round((average - previous) * 10) / 10;
  if (delta === 0) return m.dashboard_trend_unchanged();
  // The plural follows the number as written ("1 point", "1,5 Punkte").
  const points = formatNumber(Math.abs(delta));
  return delta > 0 ? m.dashboard_trend_up({ points }) : m.dashboard_trend_down({ points });
};

export function PortfolioDashboard({ dashboard }: { dashboard: Dashboard }) {
  const overdue = dashboard.due.filter((item) => item.overdue).length;
  const tenantName = new Map(dashboard.ranked.map((tenant) => [tenant.tenantId, tenant.tenantName]));
  return (
    <>
      <StatGrid label={m.dashboard_portfolio()}>
        <Stat label={m.dashboard_tenants()} value={dashboard.tenantCount} icon="building" />
        {dashboard.baselines.slice(0, 2).map((baseline) => (
          <Stat
            key={baseline.lineageId}
            label={m.dashboard_average({ baseline: baseline.baselineName })}
            value={baseline.average === null ? '—' : formatNumber(baseline.average)}
            hint={`${m.dashboard_tenant_count({ count: baseline.tenants })} · ${trendWords(baseline.average, baseline.previous)}`}
          />
        ))}
        <Stat label={m.dashboard_in_progress()} value={dashboard.inProgressTotal} />
        <Stat
          label={m.dashboard_due_30()}
          value={dashboard.due.length}
          hint={overdue > 0 ? m.dashboard_overdue_count({ count: overdue }) : m.dashboard_none_overdue()}
        />
      </StatGrid>
      <div className={styles.grid}>
        <Card title={m.dashboard_by_score()} description={m.dashboard_by_score_description()}>
          {dashboard.ranked.length === 0 ? (
            <p className={styles.empty}>{m.dashboard_scores_empty()}</p>
          ) : (
            <ol className={styles.list}>
              {dashboard.ranked.slice(0, 10).map((tenant) => (
                <li key={`${tenant.tenantId}-${tenant.lineageId}`} className={styles.row}>
                  <span className={styles.name}>
                    <Link to={paths.tenant({ tenantId: tenant.tenantId, tab: 'overview' })}>
                      {tenant.tenantName}
                    </Link>{' '}
                    <span className={styles.muted}>{tenant.baselineName}</span>
                  </span>
                  <Sparkline
                    values={tenant.history}
                    label={`${tenant.tenantName}: ${tenant.history.map((value) => value ?? '—').join(', ')}`}
                  />
                  <span className={styles.score}>
                    {tenant.score === null ? '—' : formatNumber(tenant.score)}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card
          title={m.dashboard_due_soon()}
          description={m.dashboard_due_soon_description()}
          actions={<Link to={paths.roadmap()}>{m.dashboard_open_roadmap()}</Link>}
        >
          {dashboard.due.length === 0 ? (
            <p className={styles.empty}>{m.dashboard_nothing_due()}</p>
          ) : (
            <ul className={styles.list}>
              {dashboard.due.map((item) => (
                <li key={item.itemId} className={styles.row}>
                  <span className={styles.name}>
                    {item.title} <span className={styles.muted}>{tenantName.get(item.tenantId) ?? ''}</span>
                  </span>
                  <span className={item.overdue ? styles.overdue : styles.muted}>
                    {item.overdue
                      ? m.roadmap_overdue_date({ date: formatDate(item.dueDate) })
                      : formatDate(item.dueDate)}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {/* Named apart from the count above (two regions of one name are ambiguous to screen readers). */}
        <Card title={m.dashboard_continue_title()} description={m.dashboard_continue_description()}>
          {dashboard.inProgress.length === 0 ? (
            <p className={styles.empty}>{m.dashboard_none_in_progress()}</p>
          ) : (
            <ul className={`${styles.list} ${styles.scrollList}`} aria-label={m.dashboard_to_continue()}>
              {dashboard.inProgress.map((assessment) => (
                <li key={assessment.assessmentId}>
                  <ProgressBar
                    label={assessment.name}
                    value={assessment.answered}
                    max={Math.max(1, assessment.applicable)}
                    valueText={m.dashboard_answered_of({
                      answered: assessment.answered,
                      applicable: assessment.applicable,
                    })}
                  />
                  <Link
                    className={styles.muted}
                    to={paths.tenantAssessment({
                      tenantId: assessment.tenantId,
                      focus: assessment.baselineId,
                      assessmentId: assessment.assessmentId,
                    })}
                  >
                    {m.common_continue()}
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {dashboard.inProgressTotal > dashboard.inProgress.length ? (
            <p className={styles.more}>
              {m.dashboard_most_recent({
                shown: dashboard.inProgress.length,
                total: dashboard.inProgressTotal,
              })}{' '}
              <Link to={paths.tenants()}>{m.dashboard_find_others()}</Link>
            </p>
          ) : null}
        </Card>
        <Card title={m.dashboard_recent_activity()}>
          {dashboard.activity.length === 0 ? (
            <p className={styles.empty}>{m.dashboard_no_activity()}</p>
          ) : (
            <ul className={styles.list}>
              {dashboard.activity.map((entry) => (
                <li key={entry.id} className={styles.row}>
                  <span className={styles.activity}>
                    <span className={styles.name}>{entry.summary}</span>
                    {entry.subjectName ? <Badge>{entry.subjectName}</Badge> : null}
                  </span>
                  <span className={styles.muted}>
                    <RelativeTime value={entry.at} />
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </>
  );
}
