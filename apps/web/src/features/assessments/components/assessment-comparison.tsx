import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError, useQueryContext } from '@assay/client';
import { Button, ErrorState, Inline, LoadingState, Stack } from '@assay/ui';
import { ComparisonView, type ComparedAssessment } from '@assay/views/results';
import { useQueries } from '@tanstack/react-query';
import { Link } from 'react-router';
import { assessmentQueryOptions } from '../api/get-assessment.ts';
import { baselineVersionQueryOptions } from '../api/get-baseline-version.ts';

/** Two assessments of a tenant side by side (`?compare=a,b` on the Assessments tab), older first. */
export function AssessmentComparison({
  tenantId,
  ids,
}: {
  tenantId: string;
  ids: readonly [string, string];
}) {
  const context = useQueryContext();
  const details = useQueries({ queries: ids.map((id) => assessmentQueryOptions(context, id)) });
  const versions = useQueries({
    queries: details.map((d) => ({
      ...baselineVersionQueryOptions(context, d.data?.assessment.baseline.id ?? ''),
      enabled: d.data !== undefined,
    })),
  });
  const back = (
    <Button asChild variant="ghost" size="sm" icon="chevron-left">
      <Link to={paths.tenant({ tenantId, tab: 'assessments' })}>{m.comparison_all_assessments()}</Link>
    </Button>
  );
  const failed = [...details, ...versions].find((q) => q.isError);
  if (failed)
    return (
      <ErrorState
        title={m.comparison_load_failed()}
        message={toAppError(failed.error).message}
        onRetry={() => void failed.refetch()}
      />
    );
  const sides: ComparedAssessment[] = [];
  for (const [i, d] of details.entries()) {
    const version = versions[i]?.data;
    if (!d.data || !version) return <LoadingState label={m.comparison_loading()} />;
    const { assessment, answers } = d.data;
    sides.push({
      name: assessment.name,
      at: assessment.completedAt ?? assessment.updatedAt,
      summary: assessment.summary,
      domains: [...version.domains].sort((a, b) => a.order - b.order),
      controls: version.controls,
      answers: new Map(answers.map((a) => [a.ref, a])),
    });
  }
  const [a, b] = sides.sort((x, y) => x.at.localeCompare(y.at));
  if (!a || !b) return null;
  return (
    <Stack gap="md">
      <Inline>{back}</Inline>
      <ComparisonView before={a} after={b} />
    </Stack>
  );
}
