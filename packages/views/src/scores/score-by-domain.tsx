import { m } from '@assay/messages';
import { BarChart, Card, Table, type TableColumn } from '@assay/ui';
import { formatPercent, formatScore } from './format.ts';
import * as styles from './scores.css.ts';
import type { DomainResult } from './types.ts';

// On a phone the table fits without scrolling sideways: coverage already says how much is answered.
// Built per render: the headers are messages in the page's language.
const columns = (): readonly TableColumn<DomainResult>[] => [
  { id: 'name', header: m.common_domain(), cell: (d) => d.name },
  { id: 'score', header: m.common_score(), cell: (d) => formatScore(d.score), align: 'end', width: 90 },
  {
    id: 'coverage',
    header: m.common_coverage(),
    cell: (d) => formatPercent(d.coverage),
    align: 'end',
    width: 100,
  },
  {
    id: 'answered',
    header: m.scores_col_answered(),
    cell: (d) => m.scores_answered_of({ answered: d.answered, applicable: d.applicable }),
    align: 'end',
    width: 110,
    nowrap: true,
    hideBelow: 'sm',
  },
];

/** Score by domain as a bar chart beside a table of score, coverage and answered controls. */
export function ScoreByDomain({
  domains,
  description,
}: {
  domains: readonly DomainResult[];
  description?: string;
}) {
  return (
    <Card title={m.common_score_by_domain()} description={description}>
      <div className={styles.chartAndTable}>
        <BarChart
          label={m.scores_by_domain_chart()}
          tone="score"
          data={domains.map((d) => ({ id: d.id, label: d.name, value: d.score }))}
        />
        <Table
          caption={m.scores_by_domain_table()}
          columns={columns()}
          rows={domains}
          getRowId={(d) => d.id}
        />
      </div>
    </Card>
  );
}
