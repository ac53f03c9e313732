import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineVersion } from '@assay/domain/baselines';
import { Button, Inline } from '@assay/ui';
import { ReportView, type ReportBrand } from '@assay/views/report';
import { useMemo, type ReactNode } from 'react';
import { assessmentStatusLabels } from '../labels.ts';
import * as styles from './assessment-report.css.ts';

export interface AssessmentReportProps {
  brand: ReportBrand;
  tenantName: string;
  assessment: Assessment;
  answers: readonly Answer[];
  version: Pick<BaselineVersion, 'domains' | 'controls'>;
  back: ReactNode;
}

/** The printable report of one assessment; "Save as PDF" is the browser's print to PDF. */
export function AssessmentReport({
  brand,
  tenantName,
  assessment,
  answers,
  version,
  back,
}: AssessmentReportProps) {
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
        status: assessment.completedAt
          ? 'completed'
          : assessmentStatusLabels[assessment.status].label.toLowerCase() + ', as of',
        completedAt: assessment.completedAt,
        updatedAt: assessment.updatedAt,
      }}
      summary={assessment.summary}
      domains={domains}
      controls={controls}
      answers={byRef}
      toolbar={
        <Inline justify="space-between" className={styles.screenOnly}>
          {back}
          <Button icon="download" onClick={() => window.print()}>
            Save as PDF
          </Button>
        </Inline>
      }
    />
  );
}
