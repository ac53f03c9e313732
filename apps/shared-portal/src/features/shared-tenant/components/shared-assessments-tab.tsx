import { m } from '@assay/messages';
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
        title={m.overview_empty_title()}
        description={m.shared_no_completed_description()}
      />
    );
  }
  const rows = [...assessments].sort((a, b) => (b.completedAt ?? '').localeCompare(a.completedAt ?? ''));
  const columns: TableColumn<Assessment>[] = [
    {
      id: 'name',
      header: m.common_assessment(),
      cell: (a) => (
        <Link to={paths.sharedTenant({ tenantId, tab: 'assessments', focus: a.id })}>{a.name}</Link>
      ),
    },
    {
      id: 'baseline',
      header: m.common_baseline(),
      cell: (a) => `${a.baseline.name} · v${a.baseline.version}`,
    },
    {
      id: 'completed',
      header: m.common_completed(),
      nowrap: true,
      width: 180,
      cell: (a) => (a.completedAt ? formatExact(new Date(a.completedAt), intlLocale()) : '—'),
    },
    {
      id: 'score',
      header: m.common_score(),
      nowrap: true,
      width: 90,
      align: 'end',
      cell: (a) => (a.summary.score === null ? '—' : formatDecimal(a.summary.score)),
    },
  ];
  return (
    <Table caption={m.shared_completed_caption()} columns={columns} rows={rows} getRowId={(a) => a.id} />
  );
}
