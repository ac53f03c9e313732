import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import { Badge, Button, Checkbox, EmptyState, ErrorState, Inline, ProgressBar, RelativeTime, Stack, Table, VisuallyHidden, type TableColumn } from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { useAssessments } from '../api/list-assessments.ts';
import { assessmentStatusLabels } from '../labels.ts';
import { NewAssessmentDialog } from './new-assessment-dialog.tsx';

export interface AssessmentsListProps {
  tenantId: string;
  /** Editors and above start assessments. */
  canCreate: boolean;
  /** Why starting is not possible now (an archived tenant). */
  createBlockedReason?: string;
  memberName: (uid: string) => string;
}

const progressOf = (a: Assessment) => a.summary.answered + a.summary.notApplicable + a.summary.exceptions;

/** A tenant's assessments: status, baseline and version, progress, score, owner, dates; start, continue, compare two. */
export function AssessmentsList({ tenantId, canCreate, createBlockedReason, memberName }: AssessmentsListProps) {
  const query = useAssessments(tenantId);
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) => setPicked((current) => (current.includes(id) ? current.filter((x) => x !== id) : [...current.slice(-1), id]));

  if (query.isError) {
    return <ErrorState title="The assessments could not be loaded" message={toAppError(query.error).message} onRetry={() => void query.refetch()} />;
  }
  const items = query.data?.items ?? [];
  const columns: TableColumn<Assessment>[] = [
    {
      id: 'pick',
      header: <VisuallyHidden>Compare</VisuallyHidden>,
      cell: (a) => <Checkbox label={<VisuallyHidden>Compare {a.name}</VisuallyHidden>} checked={picked.includes(a.id)} onCheckedChange={() => toggle(a.id)} />,
      width: 44,
    },
    {
      id: 'name',
      header: 'Assessment',
      cell: (a) => (
        <Stack gap="xxs">
          <Link to={paths.tenantAssessment({ tenantId, focus: a.id })}>{a.name}</Link>
          <span style={{ fontSize: '0.8rem', opacity: 0.75 }}>
            {a.baseline.name} · v{a.baseline.version}
          </span>
        </Stack>
      ),
    },
    { id: 'status', header: 'Status', cell: (a) => <Badge tone={assessmentStatusLabels[a.status].tone}>{assessmentStatusLabels[a.status].label}</Badge>, width: 150, nowrap: true },
    {
      id: 'progress',
      header: 'Progress',
      cell: (a) => (
        <ProgressBar label={`Progress of ${a.name}`} hideLabel value={progressOf(a)} max={a.summary.controls || 1} valueText={`${progressOf(a)} of ${a.summary.controls} controls`} />
      ),
      width: 140,
    },
    { id: 'score', header: 'Score', cell: (a) => (a.summary.score === null ? '—' : a.summary.score.toFixed(1)), align: 'end', width: 80 },
    { id: 'owner', header: 'Owner', cell: (a) => memberName(a.ownerUid), nowrap: true, width: 140 },
    { id: 'updated', header: 'Updated', cell: (a) => <RelativeTime value={a.completedAt ?? a.updatedAt} />, nowrap: true, width: 130 },
  ];
  const [first, second] = picked;
  return (
    <Stack gap="md">
      <Inline justify="space-between">
        <Inline gap="sm">
          {first && second ? (
            <Button asChild variant="outline" icon="chart">
              <Link to={`${paths.tenant({ tenantId, tab: 'assessments' })}?compare=${encodeURIComponent(first)},${encodeURIComponent(second)}`}>Compare the two</Link>
            </Button>
          ) : (
            <span style={{ fontSize: '0.85rem', opacity: 0.75 }}>{items.length > 1 ? 'Tick two assessments to compare them.' : null}</span>
          )}
        </Inline>
        {canCreate ? <NewAssessmentDialog tenantId={tenantId} disabledReason={createBlockedReason} /> : null}
      </Inline>
      <Table
        caption="Assessments"
        columns={columns}
        rows={items}
        getRowId={(a) => a.id}
        loading={query.isPending}
        emptyState={
          <EmptyState
            size="compact"
            icon="clipboard"
            title="No assessments yet"
            description={canCreate ? 'Start one against a published baseline.' : 'Assessments of this tenant will be listed here.'}
          />
        }
      />
    </Stack>
  );
}
