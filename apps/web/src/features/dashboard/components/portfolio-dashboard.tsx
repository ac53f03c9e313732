// /home: the portfolio at a glance, from dashboard-get (summary documents only).
import { paths } from '@assay/auth';
import type { Dashboard } from '@assay/domain/dashboard';
import { Badge, Card, ProgressBar, RelativeTime, Stat, StatGrid } from '@assay/ui';
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
  if (average === null || previous === null) return 'no earlier assessment';
  const delta = Math.round((average - previous) * 10) / 10;
  return delta === 0 ? 'unchanged' : delta > 0 ? `up ${delta} points` : `down ${-delta} points`;
};

export function PortfolioDashboard({ dashboard }: { dashboard: Dashboard }) {
  const overdue = dashboard.due.filter((item) => item.overdue).length;
  const tenantName = new Map(dashboard.ranked.map((tenant) => [tenant.tenantId, tenant.tenantName]));
  return (
    <>
      <StatGrid label="Portfolio">
        <Stat label="Tenants" value={dashboard.tenantCount} icon="building" />
        {dashboard.baselines.slice(0, 2).map((baseline) => (
          <Stat
            key={baseline.lineageId}
            label={`Average · ${baseline.baselineName}`}
            value={baseline.average === null ? '—' : `${baseline.average}`}
            hint={`${baseline.tenants === 1 ? '1 tenant' : `${baseline.tenants} tenants`} · ${trendWords(baseline.average, baseline.previous)}`}
          />
        ))}
        <Stat label="Assessments in progress" value={dashboard.inProgressTotal} />
        <Stat
          label="Due in 30 days"
          value={dashboard.due.length}
          hint={overdue > 0 ? `${overdue} overdue` : 'none overdue'}
        />
      </StatGrid>
      <div className={styles.grid}>
        <Card title="Tenants by score" description="Latest completed assessment per baseline">
          {dashboard.ranked.length === 0 ? (
            <p className={styles.empty}>Scores appear here once an assessment is completed.</p>
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
                  <span className={styles.score}>{tenant.score ?? '—'}</span>
                </li>
              ))}
            </ol>
          )}
        </Card>
        <Card
          title="Roadmap due soon"
          description="Open items due in the next 30 days, and overdue ones"
          actions={<Link to={paths.roadmap()}>Open the roadmap</Link>}
        >
          {dashboard.due.length === 0 ? (
            <p className={styles.empty}>Nothing due in the next 30 days.</p>
          ) : (
            <ul className={styles.list}>
              {dashboard.due.map((item) => (
                <li key={item.itemId} className={styles.row}>
                  <span className={styles.name}>
                    {item.title} <span className={styles.muted}>{tenantName.get(item.tenantId) ?? ''}</span>
                  </span>
                  <span className={item.overdue ? styles.overdue : styles.muted}>
                    {item.overdue ? `Overdue · ${item.dueDate}` : item.dueDate}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        {/* Named apart from the count above (two regions of one name are ambiguous to screen readers). */}
        <Card
          title="Continue an assessment"
          description="Assessments in progress, the most recently changed first"
        >
          {dashboard.inProgress.length === 0 ? (
            <p className={styles.empty}>No assessment is in progress.</p>
          ) : (
            <ul className={`${styles.list} ${styles.scrollList}`} aria-label="Assessments to continue">
              {dashboard.inProgress.map((assessment) => (
                <li key={assessment.assessmentId}>
                  <ProgressBar
                    label={assessment.name}
                    value={assessment.answered}
                    max={Math.max(1, assessment.applicable)}
                    valueText={`${assessment.answered} of ${assessment.applicable} controls answered`}
                  />
                  <Link
                    className={styles.muted}
                    to={paths.tenantAssessment({
                      tenantId: assessment.tenantId,
                      focus: assessment.baselineId,
                      assessmentId: assessment.assessmentId,
                    })}
                  >
                    Continue
                  </Link>
                </li>
              ))}
            </ul>
          )}
          {dashboard.inProgressTotal > dashboard.inProgress.length ? (
            <p className={styles.more}>
              The {dashboard.inProgress.length} most recently changed of {dashboard.inProgressTotal}.{' '}
              <Link to={paths.tenants()}>Find the others by tenant</Link>
            </p>
          ) : null}
        </Card>
        <Card title="Recent activity">
          {dashboard.activity.length === 0 ? (
            <p className={styles.empty}>Nothing has happened yet.</p>
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
