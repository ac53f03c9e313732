import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import type { CallOutput } from '@assay/client';
import { inLocale } from '@assay/domain/baselines/translations';
import { Button, NotFoundPage, PageHeader, Stack } from '@assay/ui';
import { activeLocale } from '@assay/views/locale';
import { ReportToolbar, ReportView, useReportLocale } from '@assay/views/report';
import { ResultsView } from '@assay/views/results';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { useSharedAssessment } from '../api/get-shared-assessment.ts';

type Detail = CallOutput<'shared-assessment'>;

function useOrdered(detail: Detail | undefined) {
  return useMemo(() => {
    if (!detail) return null;
    const domains = [...detail.domains].sort((a, b) => a.order - b.order);
    const order = new Map(domains.map((d, i) => [d.id, i]));
    const controls = [...detail.controls].sort(
      (a, b) => (order.get(a.domainId) ?? 0) - (order.get(b.domainId) ?? 0),
    );
    return { domains, controls, answers: new Map(detail.answers.map((a) => [a.ref, a])) };
  }, [detail]);
}

/** One completed assessment's results, or (`report`) its printable report, read-only. */
export function SharedResults({
  tenantId,
  tenantName,
  assessmentId,
  report,
}: {
  tenantId: string;
  tenantName: string;
  assessmentId: string;
  report: boolean;
}) {
  const query = useSharedAssessment(tenantId, assessmentId);
  const ordered = useOrdered(query.data);
  // The results in the page's language (the client's by default) where the baseline has it; the
  // report shows its own language.
  const pageLocale = activeLocale();
  const shown = useMemo(() => ordered && inLocale(ordered, pageLocale), [ordered, pageLocale]);
  const [locale, setLocale] = useReportLocale();
  const here = paths.sharedTenant({ tenantId, tab: 'assessments', focus: assessmentId });
  const view = queryView(query, {
    loading: m.results_loading(),
    failed: m.results_load_failed(),
    missing: () => <NotFoundPage standalone={false} />,
  });
  if (view.screen) return view.screen;
  if (!ordered || !shown) return null;
  const { assessment, organisation } = view.data;
  if (report) {
    return (
      <ReportView
        brand={{ name: organisation.name, ...organisation.branding }}
        tenantName={tenantName}
        assessment={{
          name: assessment.name,
          baselineName: assessment.baseline.name,
          baselineVersion: assessment.baseline.version,
          completedAt: assessment.completedAt,
          updatedAt: assessment.updatedAt,
        }}
        summary={assessment.summary}
        domains={ordered.domains}
        controls={ordered.controls}
        answers={ordered.answers}
        locale={locale}
        toolbar={
          <ReportToolbar
            back={<Link to={here}>{m.results_back()}</Link>}
            locale={locale}
            onLocaleChange={setLocale}
          />
        }
      />
    );
  }
  return (
    <Stack gap="md">
      <PageHeader
        title={assessment.name}
        documentTitle={`${assessment.name} · ${tenantName}`}
        eyebrow={
          <Link to={paths.sharedTenant({ tenantId, tab: 'assessments' })}>
            ← {tenantName} · {m.tenant_tab_assessments()}
          </Link>
        }
        description={m.common_baseline_version({
          baseline: assessment.baseline.name,
          version: assessment.baseline.version,
        })}
      />
      <ResultsView
        summary={assessment.summary}
        domains={shown.domains}
        controls={shown.controls}
        answers={shown.answers}
        actions={
          <Button asChild variant="outline" size="sm" icon="download">
            <Link to={`${here}?view=report`}>{m.results_printable_report()}</Link>
          </Button>
        }
      />
    </Stack>
  );
}
