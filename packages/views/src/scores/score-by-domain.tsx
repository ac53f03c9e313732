import { BarChart, Card, Table, type TableColumn } from '@assay/ui';
import { formatPercent, formatScore } from './format.ts';
import * as styles from './scores.css.ts';
import type { DomainResult } from './types.ts';

// On a phone the table fits without scrolling sideways: coverage already says how much is answered.
const columns: readonly TableColumn<DomainResult>[] = [
  { id: 'name', header: 'Domain', cell: (d) => d.name },
  { id: 'score', header: 'Score', cell: (d) => formatScore(d.score), align: 'end', width: 90 },
  { id: 'coverage', header: 'Coverage', cell: (d) => formatPercent(d.coverage), align: 'end', width: 100 },
  {
    id: 'answered',
    header: 'Answered',
    cell: (d) => `${d.answered} of ${d.applicable}`,
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
    <Card title="Score by domain" description={description}>
      <div className={styles.chartAndTable}>
        <BarChart
          label="Score by domain, 0–100"
          tone="score"
          data={domains.map((d) => ({ id: d.id, label: d.name, value: d.score }))}
        />
        <Table
          caption="Domains with score, coverage and answered controls"
          columns={columns}
          rows={domains}
          getRowId={(d) => d.id}
        />
      </div>
    </Card>
  );
}
