import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Inline,
  Table,
  useToast,
  VisuallyHidden,
  type TableColumn,
} from '@assay/ui';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useBaselines } from '../api/list-baselines.ts';
import { useDeleteBaseline } from '../api/delete-baseline.ts';
import { useDuplicateBaseline } from '../api/duplicate-baseline.ts';
import { useNewBaselineVersion } from '../api/new-baseline-version.ts';
import { useBaselineScope } from '../api/scope.ts';
import {
  createBlockedReason,
  editableIn,
  lineagesOf,
  statusLabels,
  statusTones,
  type Lineage,
} from '../lineages.ts';
import { formatNumber } from '@assay/views/locale';

const editorPath = (baselineId: string) => paths.contentAdmin({ tab: 'baselines', focus: baselineId });
const versionsPath = (baselineId: string) => paths.contentAdmin({ tab: 'versions', focus: baselineId });

function RowActions({ lineage, blockedReason }: { lineage: Lineage; blockedReason: string | undefined }) {
  const navigate = useNavigate();
  const { toast } = useToast();
  const duplicate = useDuplicateBaseline();
  const newVersion = useNewBaselineVersion();
  const remove = useDeleteBaseline();
  const scope = useBaselineScope();
  const newest = lineage.versions[0]!;
  const { draft } = lineage;
  return (
    <Inline gap="xs" justify="flex-end" wrap>
      {draft ? (
        <Button asChild size="xs" variant="soft" icon="edit">
          <Link to={editorPath(draft.baseline.id)} aria-label={`Edit draft of ${lineage.name}`}>
            Edit
          </Link>
        </Button>
      ) : null}
      {editableIn(lineage, scope) && !draft && newest.baseline.status === 'published' ? (
        <Button
          size="xs"
          variant="outline"
          icon="plus"
          loading={newVersion.isPending}
          aria-label={`New version of ${lineage.name}`}
          onClick={() =>
            newVersion.mutate(
              { baselineId: newest.baseline.id },
              {
                onSuccess: (created) => void navigate(editorPath(created.baseline.id)),
                onError: (error) =>
                  toast({
                    title: 'Could not start a new version',
                    description: toAppError(error).message,
                    tone: 'danger',
                  }),
              },
            )
          }
        >
          New version
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        icon="copy"
        disabled={Boolean(blockedReason)}
        title={blockedReason}
        loading={duplicate.isPending}
        aria-label={`Duplicate ${lineage.name}`}
        onClick={() =>
          duplicate.mutate(
            { baselineId: newest.baseline.id },
            {
              onSuccess: (created) => {
                toast({ title: `${created.baseline.name} created as a draft`, tone: 'success' });
                void navigate(editorPath(created.baseline.id));
              },
              onError: (error) =>
                toast({
                  title: 'Could not duplicate',
                  description: toAppError(error).message,
                  tone: 'danger',
                }),
            },
          )
        }
      >
        Duplicate
      </Button>
      {draft ? (
        <ConfirmDialog
          trigger={
            <Button size="xs" variant="ghost" icon="trash" aria-label={`Delete draft of ${lineage.name}`} />
          }
          title={`Delete the draft of ${lineage.name}?`}
          description={
            lineage.versions.length === 1
              ? 'The baseline has no other version, so it is removed entirely. This cannot be undone.'
              : `Version ${draft.baseline.version} and its unpublished changes are removed; published versions stay. This cannot be undone.`
          }
          confirmLabel="Delete draft"
          tone="danger"
          onConfirm={async () => {
            await remove.mutateAsync({ baselineId: draft.baseline.id });
            toast({ title: 'Draft deleted', tone: 'success' });
          }}
          errorMessage={(error) => toAppError(error).message}
        />
      ) : null}
    </Inline>
  );
}

/** Content admin's list: every baseline the organisation sees, with what the caller may do to each. */
export function BaselineList({ canEdit, emptyAction }: { canEdit: boolean; emptyAction?: ReactNode }) {
  const list = useBaselines();
  if (list.isError)
    return (
      <ErrorState
        title="The baselines could not be loaded"
        message={toAppError(list.error).message}
        onRetry={() => list.refetch()}
      />
    );
  const lineages = list.data ? lineagesOf(list.data.items) : [];
  const blockedReason = createBlockedReason(list.data?.privateBaselines);
  const columns: TableColumn<Lineage>[] = [
    {
      id: 'name',
      header: 'Baseline',
      cell: (lineage) => <Link to={versionsPath(lineage.versions[0]!.baseline.id)}>{lineage.name}</Link>,
    },
    // On a phone the row keeps its name, latest version and actions (no sideways scrolling).
    {
      id: 'owner',
      header: 'Owner',
      cell: (lineage) => (lineage.global ? <Badge tone="accent">Global</Badge> : <Badge>Private</Badge>),
      width: 110,
      hideBelow: 'sm',
    },
    {
      id: 'version',
      header: 'Latest',
      width: 160,
      cell: ({ versions: [newest] }) => (
        <Inline gap="xs" wrap>
          <span>v{newest!.baseline.version}</span>
          <Badge tone={statusTones[newest!.baseline.status]}>{statusLabels[newest!.baseline.status]}</Badge>
        </Inline>
      ),
    },
    {
      id: 'controls',
      header: 'Controls',
      align: 'end',
      width: 100,
      hideBelow: 'sm',
      cell: ({ versions: [newest] }) => formatNumber(newest!.controlCount),
    },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: <VisuallyHidden>Actions</VisuallyHidden>,
      rowActions: true,
      cell: (lineage) => <RowActions lineage={lineage} blockedReason={blockedReason} />,
      align: 'end',
    });
  return (
    <Table
      caption="Baselines"
      columns={columns}
      rows={lineages}
      getRowId={(lineage) => lineage.lineageId}
      loading={list.isPending}
      emptyState={
        <EmptyState
          icon="clipboard"
          title="No baselines yet"
          description="Create a private baseline, or import one from a file."
          action={emptyAction}
          size="compact"
        />
      }
    />
  );
}
