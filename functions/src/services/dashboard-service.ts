// The portfolio dashboard (issue 11): a bounded number of reads whatever the portfolio's size —
// the organisation document, its rollup, the latest open assessments, the soonest due roadmap
// items and the latest audit entries — and the rollup's upkeep when assessments complete,
// reopen or are archived.
import {
  addCompleted,
  DASHBOARD_ACTIVITY_MAX,
  DASHBOARD_DUE_MAX,
  DASHBOARD_IN_PROGRESS_MAX,
  removeAssessment,
  summarisePortfolio,
} from '@assay/domain/dashboard';
import type { Dashboard } from '@assay/domain/dashboard';
import type { Assessment } from '@assay/domain/assessments';
import { calendarDateOf, isOverdue } from '@assay/domain/roadmap';
import type { OrgData } from '../data/org-data.ts';

/** How far ahead "due soon" looks. */
const DUE_SOON_DAYS = 30;

export async function getDashboard(org: OrgData, now: Date): Promise<Dashboard> {
  const today = calendarDateOf(now);
  const until = calendarDateOf(new Date(now.getTime() + DUE_SOON_DAYS * 86_400_000));
  const [organisation, rollup, open, openTotal, due, activity] = await Promise.all([
    org.organisation.get(),
    org.rollup.get(),
    org.dashboard.openAssessments(DASHBOARD_IN_PROGRESS_MAX),
    org.dashboard.countOpenAssessments(),
    org.roadmap.dueBy(until, DASHBOARD_DUE_MAX),
    org.auditLog.page({ filters: {}, limit: DASHBOARD_ACTIVITY_MAX }),
  ]);
  const { baselines, ranked } = summarisePortfolio(rollup);
  const tenantCount = organisation?.tenantCount ?? 0;
  const memberCount = organisation?.memberCount ?? 1;
  return {
    tenantCount,
    memberCount,
    baselines,
    ranked,
    inProgressTotal: Math.max(openTotal, open.length),
    inProgress: open.map((assessment) => ({
      assessmentId: assessment.id,
      tenantId: assessment.tenantId,
      baselineId: assessment.baseline.id,
      name: assessment.name,
      status: assessment.status,
      answered: assessment.summary.answered,
      applicable: assessment.summary.applicable,
      coverage: assessment.summary.coverage,
      updatedAt: assessment.updatedAt,
    })),
    due: due.flatMap((item) =>
      item.dueDate
        ? [
            {
              itemId: item.id,
              tenantId: item.tenantId,
              title: item.title,
              dueDate: item.dueDate,
              overdue: isOverdue(item, today),
            },
          ]
        : [],
    ),
    activity: activity.items,
    onboarding: {
      tenant: tenantCount > 0,
      assessment: open.length > 0 || rollup.series.length > 0,
      colleague: memberCount + (organisation?.invitationCount ?? 0) > 1,
    },
    serverTime: now.toISOString(),
  };
}

/** A completed assessment's score joins the rollup (its tenant's name as it is now). */
export async function rollUpCompleted(org: OrgData, assessment: Assessment): Promise<void> {
  const tenant = await org.tenants.get(assessment.tenantId);
  await org.transaction(async (tx) => {
    const rollup = await tx.rollup.get();
    tx.rollup.put(
      addCompleted(rollup, {
        tenantId: assessment.tenantId,
        tenantName: tenant?.name ?? assessment.tenantId,
        lineageId: assessment.baseline.lineageId,
        baselineName: assessment.baseline.name,
        point: {
          assessmentId: assessment.id,
          at: assessment.completedAt ?? assessment.updatedAt,
          score: assessment.summary.score,
        },
      }),
    );
  });
}

/** An assessment that is no longer completed (reopened, archived) leaves the rollup; nothing is written if it was not there. */
export async function rollUpWithdrawn(org: OrgData, assessmentId: string): Promise<void> {
  await org.transaction(async (tx) => {
    const rollup = await tx.rollup.get();
    const next = removeAssessment(rollup, assessmentId);
    if (JSON.stringify(next) !== JSON.stringify(rollup)) tx.rollup.put(next);
  });
}
