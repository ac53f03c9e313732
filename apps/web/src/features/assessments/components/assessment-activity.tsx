import { m } from '@assay/messages';
import { toAppError } from '@assay/client';
import type { AuditEntry } from '@assay/domain/audit';
import { ACTIVITY_MAX } from '@assay/domain/assessments';
import { Card, EmptyState, ErrorState, RelativeTime, Table, type TableColumn } from '@assay/ui';
import { useAssessmentActivity } from '../api/assessment-activity.ts';

/** Who did what to the assessment and when: started, answers by outside respondents, exceptions that expired, submit, complete, reopen (with its reason). */
export function AssessmentActivity({
  assessmentId,
  actorName,
}: {
  assessmentId: string;
  actorName: (uid: string) => string;
}) {
  const activity = useAssessmentActivity(assessmentId);
  if (activity.isError) {
    return (
      <ErrorState
        title={m.activity_load_failed()}
        message={toAppError(activity.error).message}
        onRetry={() => void activity.refetch()}
      />
    );
  }
  const columns: TableColumn<AuditEntry>[] = [
    {
      id: 'at',
      header: m.activity_when(),
      nowrap: true,
      width: 140,
      cell: (entry) => <RelativeTime value={entry.at} />,
    },
    {
      id: 'who',
      header: m.activity_who(),
      nowrap: true,
      width: 200,
      cell: (entry) => actorName(entry.actorUid),
    },
    {
      id: 'what',
      header: m.activity_what(),
      cell: (entry) => (entry.subjectName ? `${entry.summary} · ${entry.subjectName}` : entry.summary),
    },
  ];
  return (
    <Card title={m.assessment_view_activity()} description={m.activity_latest({ count: ACTIVITY_MAX })}>
      <Table
        caption={m.assessment_view_activity()}
        columns={columns}
        rows={activity.data?.items ?? []}
        getRowId={(entry) => entry.id}
        loading={activity.isPending}
        emptyState={<EmptyState size="compact" icon="clipboard" title={m.activity_empty()} />}
      />
    </Card>
  );
}
