import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { Button, ErrorState } from '@assay/ui';
import { overviewModel, overviewScores, TenantOverview } from '@assay/views/tenant';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBaselineVersion } from '../api/get-baseline-version.ts';
import { useAssessments } from '../api/list-assessments.ts';

/** The tenant overview's data: the focus baseline's latest completed assessment, its domains and the trend. */
export function TenantScores({
  tenantId,
  focus,
  emptyAction,
}: {
  tenantId: string;
  focus: string | undefined;
  emptyAction?: ReactNode;
}) {
  const navigate = useNavigate();
  const list = useAssessments(tenantId);
  const model = overviewModel(list.data?.items ?? [], focus);
  const version = useBaselineVersion(model.latest?.baseline.id);
  if (list.isError)
    return (
      <ErrorState
        title={m.scores_load_failed()}
        message={toAppError(list.error).message}
        onRetry={() => void list.refetch()}
      />
    );
  const latest = model.latest;
  return (
    <TenantOverview
      loading={list.isPending || (latest !== undefined && version.isPending)}
      baselines={model.baselines}
      focus={model.focus}
      onFocusChange={(baseline) =>
        void navigate(paths.tenant({ tenantId, tab: 'overview', focus: baseline }))
      }
      {...overviewScores(
        model,
        version.data?.domains ?? [],
        latest && (
          <Button asChild variant="outline" size="sm" icon="chart">
            <Link
              to={`${paths.tenantAssessment({ tenantId, focus: latest.baseline.lineageId, assessmentId: latest.id })}?view=results`}
            >
              {m.results_open()}
            </Link>
          </Button>
        ),
      )}
      emptyAction={emptyAction}
    />
  );
}
