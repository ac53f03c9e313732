import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import { toAppError, useKeys, type CallOutput } from '@assay/client';
import type { Answer, Assessment } from '@assay/domain/assessments';
import type { Domain } from '@assay/domain/baselines';
import { domainName } from '@assay/domain/baselines/translations';
import type { Locale } from '@assay/domain/locales';
import type { Member } from '@assay/domain/members';
import { roleAtLeast } from '@assay/domain/roles';
import { Badge, ErrorState, Inline, LoadingState, NotFoundPage, PageHeader, Stack, TabsNav } from '@assay/ui';
import { activeLocale } from '@assay/views/locale';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ComponentType } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useAssessment } from '../api/get-assessment.ts';
import { useBaselineVersion } from '../api/get-baseline-version.ts';
import { useAnswerQueue, withAnswer } from '../hooks/use-answer-queue.ts';
import { useMemberName } from '../hooks/use-member-name.ts';
import { assessmentStatusLabel } from '@assay/views/labels';
import { useChangesSince } from '../hooks/use-changes-since.ts';
import { AssessmentActions } from './assessment-actions.tsx';
import { MoveVersionDialog } from './move-version-dialog.tsx';
import { AssessmentWorkspace } from './workspace/assessment-workspace.tsx';
import { Assignment } from './workspace/assignment.tsx';

const AssessmentResults = lazy(() =>
  import('./assessment-results.tsx').then((m) => ({ default: m.AssessmentResults })),
);
const AssessmentActivity = lazy(() =>
  import('./assessment-activity.tsx').then((m) => ({ default: m.AssessmentActivity })),
);
const AssessmentReport = lazy(() =>
  import('./assessment-report.tsx').then((m) => ({ default: m.AssessmentReport })),
);

const views = [
  { id: 'answer', label: m.assessment_view_answers },
  { id: 'results', label: m.assessment_view_results },
  { id: 'activity', label: m.assessment_view_activity },
  { id: 'report', label: m.assessment_view_report },
] as const;
type View = (typeof views)[number]['id'];

/** Inviting outside respondents (the respondents feature's InviteRespondentDialog). */
export type InviteRespondents = ComponentType<{
  assessment: Assessment;
  domains: readonly Domain[];
  controls: readonly { ref: string; domainId: string }[];
}>;

/**
 * One assessment: its header and status, the answering workspace or the results. The app passes
 * the respondents' invite dialog, since features do not import each other.
 */
export interface AssessmentScreenProps {
  tenantId: string;
  tenantName: string | undefined;
  assessmentId: string;
  organisationName?: string;
  branding?: { logoUrl?: string; accentColor?: string };
  /** The language the tenant's client reads (its own, else the organisation's default): the report's first. */
  clientLanguage?: Locale;
  /** The organisation's members (names, and whom controls can be assigned to); undefined while loading. */
  members?: readonly Member[];
  InviteRespondents: InviteRespondents;
}

export function AssessmentScreen({
  tenantId,
  tenantName,
  assessmentId,
  organisationName,
  branding,
  clientLanguage,
  members,
  InviteRespondents,
}: AssessmentScreenProps) {
  const { session } = useSession();
  const keys = useKeys();
  const queryClient = useQueryClient();
  const detail = useAssessment(assessmentId);
  const version = useBaselineVersion(detail.data?.assessment.baseline.id);
  const queue = useAnswerQueue(assessmentId);
  const { me, memberName, authorName, actorName } = useMemberName(members);
  const [search] = useSearchParams();
  const view: View = views.find((v) => v.id === search.get('view'))?.id ?? 'answer';
  const changedByOthers = useChangesSince(
    assessmentId,
    me,
    queue,
    detail.data !== undefined && view === 'answer',
  );

  if (detail.isError || version.isError) {
    const error = toAppError(detail.error ?? version.error);
    if (error.code === 'not-found' || error.code === 'invalid-argument')
      return <NotFoundPage standalone={false} />;
    return (
      <ErrorState
        title={m.assessment_load_failed()}
        message={error.message}
        onRetry={() => void (detail.isError ? detail.refetch() : version.refetch())}
      />
    );
  }
  if (!detail.data || !version.data) return <LoadingState label={m.assessment_loading()} />;
  const { assessment, answers } = detail.data;
  const canEdit = roleAtLeast(session?.role, 'editor');
  // Controls go to people who can answer them: editors and above.
  const answerers = (members ?? []).filter((m) => roleAtLeast(m.role, 'editor')).map((m) => m.uid);
  const status = assessmentStatusLabel(assessment.status);
  const here = paths.tenantAssessment({
    tenantId,
    focus: assessment.baseline.lineageId,
    assessmentId: assessment.id,
  });
  const takeTheirs = (answer: Answer) =>
    queryClient.setQueryData<CallOutput<'assessments-get'>>(
      keys.of('assessments-get', { assessmentId: assessmentId }),
      (current) => current && withAnswer(current, answer),
    );

  if (view === 'report') {
    return (
      <Suspense fallback={<LoadingState label={m.assessment_loading_report()} />}>
        <AssessmentReport
          brand={{ name: organisationName ?? 'Assay', ...branding }}
          tenantName={tenantName ?? ''}
          assessment={assessment}
          answers={answers}
          version={version.data}
          clientLanguage={clientLanguage}
          back={<Link to={`${here}?view=results`}>{m.results_back()}</Link>}
        />
      </Suspense>
    );
  }

  return (
    <Stack gap="md">
      <PageHeader
        title={assessment.name}
        documentTitle={`${assessment.name} · ${tenantName ?? m.common_assessment()}`}
        eyebrow={
          <Link to={paths.tenant({ tenantId, tab: 'assessments', focus: assessment.baseline.lineageId })}>
            {m.assessment_back_to_tenant({ tenant: tenantName ?? m.common_tenant() })}
          </Link>
        }
        description={m.common_baseline_version({
          baseline: assessment.baseline.name,
          version: assessment.baseline.version,
        })}
        actions={
          canEdit ? (
            <AssessmentActions
              assessment={assessment}
              extra={
                assessment.status === 'in_progress' || assessment.status === 'draft' ? (
                  <>
                    <InviteRespondents
                      assessment={assessment}
                      domains={version.data.domains}
                      controls={version.data.controls}
                    />
                    <MoveVersionDialog assessment={assessment} />
                  </>
                ) : null
              }
            />
          ) : undefined
        }
      >
        <Inline gap="sm">
          <Badge tone={status.tone}>{status.label}</Badge>
        </Inline>
        <TabsNav
          label={m.assessment_views()}
          items={views.map((v) => ({
            to: v.id === 'answer' ? here : `${here}?view=${v.id}`,
            label: v.label(),
            active: v.id === view,
          }))}
        />
      </PageHeader>
      {view === 'activity' ? (
        <Suspense fallback={<LoadingState label={m.assessment_loading_activity()} />}>
          <AssessmentActivity assessmentId={assessment.id} actorName={actorName} />
        </Suspense>
      ) : view === 'results' ? (
        <Suspense fallback={<LoadingState label={m.results_loading()} />}>
          <AssessmentResults
            assessment={assessment}
            tenantName={tenantName ?? ''}
            answers={answers}
            version={version.data}
          />
        </Suspense>
      ) : (
        <AssessmentWorkspace
          assessment={assessment}
          answers={answers}
          version={version.data}
          queue={queue}
          me={me}
          canEdit={canEdit}
          changedByOthers={changedByOthers}
          authorName={authorName}
          memberName={memberName}
          onTakeTheirs={takeTheirs}
          assignment={
            canEdit
              ? (ref) => {
                  const control = version.data.controls.find((c) => c.ref === ref);
                  const domain = version.data.domains.find((d) => d.id === control?.domainId);
                  const domainRefs = version.data.controls
                    .filter((c) => c.domainId === control?.domainId)
                    .map((c) => c.ref);
                  return (
                    <Assignment
                      assessmentId={assessment.id}
                      controlRef={ref}
                      domainRefs={domainRefs}
                      domainName={domain ? domainName(domain, activeLocale()) : 'this domain'}
                      assigneeUid={answers.find((a) => a.ref === ref)?.assigneeUid}
                      domainAssigned={answers.some(
                        (a) => a.assigneeUid !== undefined && domainRefs.includes(a.ref),
                      )}
                      me={me}
                      candidates={answerers}
                      memberName={memberName}
                    />
                  );
                }
              : undefined
          }
        />
      )}
    </Stack>
  );
}
