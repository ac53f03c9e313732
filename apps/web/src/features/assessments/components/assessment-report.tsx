import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineVersion } from '@assay/domain/baselines';
import type { Locale } from '@assay/domain/locales';
import { ReportToolbar, ReportView, useReportLocale, type ReportBrand } from '@assay/views/report';
import { useMemo, type ReactNode } from 'react';

export interface AssessmentReportProps {
  brand: ReportBrand;
  tenantName: string;
  assessment: Assessment;
  answers: readonly Answer[];
  version: Pick<BaselineVersion, 'domains' | 'controls'>;
  back: ReactNode;
  /** The tenant's client language (else the organisation's default): the report's first language. */
  clientLanguage?: Locale;
}

/**
 * The printable report of one assessment, in the client's language unless the reader picks
 * another; "Save as PDF" is the browser's print to PDF.
 */
export function AssessmentReport({
  brand,
  tenantName,
  assessment,
  answers,
  version,
  back,
  clientLanguage,
}: AssessmentReportProps) {
  const [locale, setLocale] = useReportLocale(clientLanguage);
  const byRef = useMemo(() => new Map(answers.map((a) => [a.ref, a])), [answers]);
  const domains = useMemo(() => [...version.domains].sort((a, b) => a.order - b.order), [version.domains]);
  const order = new Map(domains.map((d, i) => [d.id, i]));
  const controls = [...version.controls].sort(
    (a, b) => (order.get(a.domainId) ?? 0) - (order.get(b.domainId) ?? 0),
  );
  return (
    <ReportView
      brand={brand}
      tenantName={tenantName}
      assessment={{
        name: assessment.name,
        baselineName: assessment.baseline.name,
        baselineVersion: assessment.baseline.version,
        completedAt: assessment.completedAt,
        updatedAt: assessment.updatedAt,
      }}
      summary={assessment.summary}
      domains={domains}
      controls={controls}
      answers={byRef}
      locale={locale}
      toolbar={<ReportToolbar back={back} locale={locale} onLocaleChange={setLocale} />}
    />
  );
}
