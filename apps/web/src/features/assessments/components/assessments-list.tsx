import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import type { Assessment } from '@assay/domain/assessments';
import {
  Badge,
  Button,
  Checkbox,
  EmptyState,
  ErrorState,
  Inline,
  ProgressBar,
  RelativeTime,
  Select,
  Stack,
  Table,
  VisuallyHidden,
  type TableColumn,
} from '@assay/ui';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { useAssessments } from '../api/list-assessments.ts';
import { assessmentStatusLabel } from '@assay/views/labels';
import { NewAssessmentDialog } from './new-assessment-dialog.tsx';
import { formatDecimal } from '@assay/views/locale';

export interface AssessmentsListProps {
  tenantId: string;
  /** Editors and above start assessments. */
  canCreate: boolean;
  /** Why starting is not possible now (an archived tenant). */
  createBlockedReason?: string;
  memberName: (uid: string) => string;
  /** The tenant page's focus: the baseline (lineage, or one of its versions) whose assessments are listed; all when absent. */
  focus?: string;
}

/** The Select's value for "every baseline" (Radix Select has no empty value). */
const ALL = 'all';

const progressOf = (a: Assessment) => a.summary.answered + a.summary.notApplicable + a.summary.exceptions;

/** A tenant's assessments: status, baseline and version, progress, score, owner, dates; start, continue, compare two. */
export function AssessmentsList({
  tenantId,
  canCreate,
  createBlockedReason,
  memberName,
  focus,
}: AssessmentsListProps) {
  const navigate = useNavigate();
  const query = useAssessments(tenantId);
  const [picked, setPicked] = useState<string[]>([]);
  const toggle = (id: string) =>
    setPicked((current) =>
      current.includes(id) ? current.filter((x) => x !== id) : [...current.slice(-1), id],
    );

  if (query.isError) {
    return (
      <ErrorState
        title={m.assessments_load_failed()}
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  const all = query.data?.items ?? [];
  // A link from before the workspace moved under its baseline (/assessments/{id}) still opens it.
  const linked = focus ? all.find((a) => a.id === focus) : undefined;
  if (linked)
    return (
      <Navigate
        replace
        to={paths.tenantAssessment({ tenantId, focus: linked.baseline.lineageId, assessmentId: linked.id })}
      />
    );
  const baselines = [...new Map(all.map((a) => [a.baseline.lineageId, a.baseline.name])).entries()].sort(
    (a, b) => a[1].localeCompare(b[1]),
  );
  const lineage = focus
    ? (all.find((a) => a.baseline.lineageId === focus || a.baseline.id === focus)?.baseline.lineageId ??
      focus)
    : undefined;
  const items = lineage ? all.filter((a) => a.baseline.lineageId === lineage) : all;
  const columns: TableColumn<Assessment>[] = [
    {
      id: 'pick',
      header: <VisuallyHidden>{m.assessments_compare()}</VisuallyHidden>,
      cell: (a) => (
        <Checkbox
          label={<VisuallyHidden>{m.assessments_compare_name({ name: a.name })}</VisuallyHidden>}
          checked={picked.includes(a.id)}
          onCheckedChange={() => toggle(a.id)}
        />
      ),
      width: 44,
    },
    {
      id: 'name',
      header: m.common_assessment(),
      cell: (a) => (
        <Stack gap="xxs">
          <Link to={paths.tenantAssessment({ tenantId, focus: a.baseline.lineageId, assessmentId: a.id })}>
            {a.name}
          </Link>
          <span style={{ fontSize: '0.8rem', opacity: 0.75 }}>
            {m.common_baseline_short({ baseline: a.baseline.name, version: a.baseline.version })}
          </span>
        </Stack>
      ),
    },
    {
      id: 'status',
      header: m.common_status(),
      cell: (a) => (
        <Badge tone={assessmentStatusLabel(a.status).tone}>{assessmentStatusLabel(a.status).label}</Badge>
      ),
      width: 150,
      nowrap: true,
    },
    {
      id: 'progress',
      header: m.assessments_progress(),
      cell: (a) => (
        <ProgressBar
          label={m.assessments_progress_of({ name: a.name })}
          hideLabel
          value={progressOf(a)}
          max={a.summary.controls || 1}
          valueText={m.assessments_controls_done({ done: progressOf(a), total: a.summary.controls })}
        />
      ),
      width: 140,
    },
    {
      id: 'score',
      header: m.common_score(),
      cell: (a) => (a.summary.score === null ? '—' : formatDecimal(a.summary.score)),
      align: 'end',
      width: 80,
    },
    { id: 'owner', header: m.common_owner(), cell: (a) => memberName(a.ownerUid), nowrap: true, width: 140 },
    {
      id: 'updated',
      header: m.common_updated(),
      cell: (a) => <RelativeTime value={a.completedAt ?? a.updatedAt} />,
      nowrap: true,
      width: 130,
    },
  ];
  const [first, second] = picked;
  return (
    <Stack gap="md">
      <Inline justify="space-between">
        <Inline gap="sm">
          {first && second ? (
            <Button asChild variant="outline" icon="chart">
              <Link
                to={`${paths.tenant({ tenantId, tab: 'assessments', focus })}?compare=${encodeURIComponent(first)},${encodeURIComponent(second)}`}
              >
                {m.assessments_compare_two()}
              </Link>
            </Button>
          ) : (
            <span style={{ fontSize: '0.85rem', opacity: 0.75 }}>
              {items.length > 1 ? m.assessments_tick_two() : null}
            </span>
          )}
        </Inline>
        <Inline gap="sm">
          {baselines.length > 1 || lineage ? (
            <Select
              label={m.common_baseline()}
              hideLabel
              size="sm"
              value={lineage ?? ALL}
              options={[
                { value: ALL, label: m.common_all_baselines() },
                ...baselines.map(([value, label]) => ({ value, label })),
                ...(lineage && !baselines.some(([id]) => id === lineage)
                  ? [{ value: lineage, label: m.assessments_unknown_baseline() }]
                  : []),
              ]}
              onValueChange={(value) =>
                void navigate(
                  paths.tenant({ tenantId, tab: 'assessments', focus: value === ALL ? undefined : value }),
                )
              }
            />
          ) : null}
          {canCreate ? (
            <NewAssessmentDialog tenantId={tenantId} disabledReason={createBlockedReason} />
          ) : null}
        </Inline>
      </Inline>
      <Table
        caption={m.tenant_tab_assessments()}
        columns={columns}
        rows={items}
        getRowId={(a) => a.id}
        loading={query.isPending}
        emptyState={
          <EmptyState
            size="compact"
            icon="clipboard"
            title={m.assessments_empty()}
            description={canCreate ? m.assessments_empty_start() : m.assessments_empty_listed()}
          />
        }
      />
    </Stack>
  );
}
