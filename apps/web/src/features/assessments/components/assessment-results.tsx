import type { Answer, Assessment } from '@assay/domain/assessments';
import type { BaselineVersion } from '@assay/domain/baselines';
import { ResultsView } from '@assay/views/results';
import { useMemo } from 'react';

/** The results of one assessment (the shared results view, fed from the workspace's data). */
export function AssessmentResults({ assessment, answers, version }: { assessment: Assessment; answers: readonly Answer[]; version: Pick<BaselineVersion, 'domains' | 'controls'> }) {
  const byRef = useMemo(() => new Map(answers.map((a) => [a.ref, a])), [answers]);
  const domains = useMemo(() => [...version.domains].sort((a, b) => a.order - b.order), [version.domains]);
  return <ResultsView summary={assessment.summary} domains={domains} controls={version.controls} answers={byRef} />;
}
