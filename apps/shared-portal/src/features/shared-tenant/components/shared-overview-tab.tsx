import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import type { Assessment } from '@assay/domain/assessments';
import { Button } from '@assay/ui';
import { overviewModel, overviewScores, TenantOverview } from '@assay/views/tenant';
import { useDeferredValue } from 'react';
import { Link, useNavigate } from 'react-router';
import { useSharedAssessment } from '../api/get-shared-assessment.ts';

/** The overview tab: the latest completed assessment of the focus baseline, its domains and the trend (the members' view, fed from shared-*). */
export function SharedOverviewTab({
  tenantId,
  assessments,
  focus,
}: {
  tenantId: string;
  assessments: readonly Assessment[];
  focus: string | undefined;
}) {
  const navigate = useNavigate();
  const model = overviewModel(assessments, focus);
  const latest = model.latest;
  const detail = useSharedAssessment(tenantId, latest?.id);
  // Charts and tables render as a deferred update, in slices, when the scores arrive (issue 35).
  const domains = useDeferredValue(detail.data?.domains);
  return (
    <TenantOverview
      loading={latest !== undefined && (detail.isPending || !domains)}
      baselines={model.baselines}
      focus={model.focus}
      onFocusChange={(baseline) =>
        void navigate(paths.sharedTenant({ tenantId, tab: 'overview', focus: baseline }))
      }
      {...overviewScores(
        model,
        domains ?? [],
        latest && (
          <Button asChild variant="outline" size="sm" icon="chart">
            <Link to={paths.sharedTenant({ tenantId, tab: 'assessments', focus: latest.id })}>
              {m.results_open()}
            </Link>
          </Button>
        ),
      )}
    />
  );
}
