import { paths } from '@assay/auth';
import type { Assessment } from '@assay/domain/assessments';
import { EmptyState, formatExact, Table, type TableColumn } from '@assay/ui';
import { formatDecimal, intlLocale } from '@assay/views/locale';
import { Link } from 'react-router';

/** Completed assessments only (shared users never see work in progress), newest first, each opening its results. */
export function SharedAssessmentsTab({
  tenantId,
  assessments,
}: {
  tenantId: string;
  assessments: readonly Assessment[];
}) {
  if (assessments.length === 0) {
    return (
      <EmptyState
        icon="clipboard"
        title="No completed assessment yet"
        description="Results appear here once an assessment of this tenant is completed."
      />
    );
  }
  const rows = [...assessments].sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const columns: TableColumn<Assessment>[] = [
    {
      id: 'name',
      header: 'Assessment',
      cell: (a) => (
        <Link to={paths.sharedTenant({ tenantId, tab: 'assessments', focus: a.id })}>{a.name}</Link>
      ),
    },
    { id: 'baseline', header: 'Baseline', cell: (a) => `${a.baseline.name} · v${a.baseline.version}` },
    {
      id: 'completed',
      header: 'Completed',
      nowrap: true,
      width: 180,
      cell: (a) => (a.completedAt ? formatExact(new Date(a.completedAt), intlLocale()) : '—'),
    },
    {
      id: 'score',
      header: 'Score',
      nowrap: true,
      width: 90,
      align: 'end',
      cell: (a) => (a.summary.score === null ? '—' : formatDecimal(a.summary.score)),
    },
  ];
  return <Table caption="Completed assessments" columns={columns} rows={rows} getRowId={(a) => a.id} />;
}
