import { m } from '@assay/messages';
import type { Answer, Assessment } from '@assay/domain/assessments';
import {
  resultsCsv,
  resultsFileName,
  resultsJson,
  type ResultsExportInput,
} from '@assay/domain/assessments/export';
import type { BaselineVersion } from '@assay/domain/baselines';
import { inLocale } from '@assay/domain/baselines/translations';
import { Button, Inline } from '@assay/ui';
import { activeLocale } from '@assay/views/locale';
import { ResultsView } from '@assay/views/results';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { downloadText } from '@assay/views/download';

/** The results of one assessment (the shared results view, fed from the workspace's data), with CSV and JSON export. */
export function AssessmentResults({
  assessment,
  tenantName,
  answers,
  version,
}: {
  assessment: Assessment;
  tenantName: string;
  answers: readonly Answer[];
  version: Pick<BaselineVersion, 'domains' | 'controls'>;
}) {
  const byRef = useMemo(() => new Map(answers.map((a) => [a.ref, a])), [answers]);
  // `?domain=` narrows the results to one domain (a cell of Explore's comparison links here).
  const [search, setSearch] = useSearchParams();
  const domainId = search.get('domain') ?? undefined;
  const showAllDomains = () =>
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.delete('domain');
      return next;
    });
  // On screen in the page's language where the baseline has it; the exports keep the baseline's own text.
  const locale = activeLocale();
  const shown = useMemo(() => inLocale(version, locale), [version, locale]);
  const domains = useMemo(() => [...shown.domains].sort((a, b) => a.order - b.order), [shown.domains]);
  // Built from what is on screen: an export costs no call and matches the figures shown.
  const input: ResultsExportInput = { assessment, tenantName, version, answers };
  return (
    <ResultsView
      summary={assessment.summary}
      domains={domains}
      controls={shown.controls}
      answers={byRef}
      domainId={domainId}
      onShowAllDomains={showAllDomains}
      actions={
        <Inline gap="xs">
          <Button
            size="sm"
            variant="outline"
            icon="download"
            onClick={() =>
              downloadText(resultsFileName(input, 'csv'), 'text/csv;charset=utf-8', resultsCsv(input))
            }
          >
            {m.list_export_csv()}
          </Button>
          <Button
            size="sm"
            variant="outline"
            icon="download"
            onClick={() =>
              downloadText(resultsFileName(input, 'json'), 'application/json', resultsJson(input))
            }
          >
            {m.list_export_json()}
          </Button>
        </Inline>
      }
    />
  );
}
