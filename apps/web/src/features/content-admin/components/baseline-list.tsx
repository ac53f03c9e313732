import { m } from '@assay/messages';
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
import { createBlockedReason, editableIn, lineagesOf, statusTones, type Lineage } from '../lineages.ts';
import { formatNumber } from '@assay/views/locale';
import { statusLabel } from '../labels.ts';

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
          <Link
            to={editorPath(draft.baseline.id)}
            aria-label={m.content_admin_edit_draft_of({ name: lineage.name })}
          >
            {m.content_admin_edit()}
          </Link>
        </Button>
      ) : null}
      {editableIn(lineage, scope) && !draft && newest.baseline.status === 'published' ? (
        <Button
          size="xs"
          variant="outline"
          icon="plus"
          loading={newVersion.isPending}
          aria-label={m.content_admin_new_version_of({ name: lineage.name })}
          onClick={() =>
            newVersion.mutate(
              { baselineId: newest.baseline.id },
              {
                onSuccess: (created) => void navigate(editorPath(created.baseline.id)),
                onError: (error) =>
                  toast({
                    title: m.content_admin_new_version_failed(),
                    description: toAppError(error).message,
                    tone: 'danger',
                  }),
              },
            )
          }
        >
          {m.content_admin_new_version()}
        </Button>
      ) : null}
      <Button
        size="xs"
        variant="ghost"
        icon="copy"
        disabled={Boolean(blockedReason)}
        title={blockedReason}
        loading={duplicate.isPending}
        aria-label={m.content_admin_duplicate_of({ name: lineage.name })}
        onClick={() =>
          duplicate.mutate(
            { baselineId: newest.baseline.id },
            {
              onSuccess: (created) => {
                toast({
                  title: m.content_admin_created_as_draft({ name: created.baseline.name }),
                  tone: 'success',
                });
                void navigate(editorPath(created.baseline.id));
              },
              onError: (error) =>
                toast({
                  title: m.content_admin_duplicate_failed(),
                  description: toAppError(error).message,
                  tone: 'danger',
                }),
            },
          )
        }
      >
        {m.content_admin_duplicate()}
      </Button>
      {draft ? (
        <ConfirmDialog
          trigger={
            <Button
              size="xs"
              variant="ghost"
              icon="trash"
              aria-label={m.content_admin_delete_draft_of({ name: lineage.name })}
            />
          }
          title={m.content_admin_delete_draft_title({ name: lineage.name })}
          description={
            lineage.versions.length === 1
              ? m.content_admin_delete_only_version()
              : m.content_admin_delete_version({ version: draft.baseline.version })
          }
          confirmLabel={m.content_admin_delete_draft()}
          tone="danger"
          onConfirm={async () => {
            await remove.mutateAsync({ baselineId: draft.baseline.id });
            toast({ title: m.content_admin_draft_deleted(), tone: 'success' });
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
        title={m.content_admin_baselines_not_loaded()}
        message={toAppError(list.error).message}
        onRetry={() => list.refetch()}
      />
    );
  const lineages = list.data ? lineagesOf(list.data.items) : [];
  const blockedReason = createBlockedReason(list.data?.privateBaselines);
  const columns: TableColumn<Lineage>[] = [
    {
      id: 'name',
      header: m.common_baseline(),
      cell: (lineage) => <Link to={versionsPath(lineage.versions[0]!.baseline.id)}>{lineage.name}</Link>,
    },
    // On a phone the row keeps its name, latest version and actions (no sideways scrolling).
    {
      id: 'owner',
      header: m.common_owner(),
      cell: (lineage) =>
        lineage.global ? (
          <Badge tone="accent">{m.content_admin_global()}</Badge>
        ) : (
          <Badge>{m.content_admin_private()}</Badge>
        ),
      width: 110,
      hideBelow: 'sm',
    },
    {
      id: 'version',
      header: m.content_admin_latest(),
      width: 160,
      cell: ({ versions: [newest] }) => (
        <Inline gap="xs" wrap>
          <span>{m.content_admin_v({ version: newest!.baseline.version })}</span>
          <Badge tone={statusTones[newest!.baseline.status]}>{statusLabel(newest!.baseline.status)}</Badge>
        </Inline>
      ),
    },
    {
      id: 'controls',
      header: m.workspace_controls(),
      align: 'end',
      width: 100,
      hideBelow: 'sm',
      cell: ({ versions: [newest] }) => formatNumber(newest!.controlCount),
    },
  ];
  if (canEdit)
    columns.push({
      id: 'actions',
      header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
      rowActions: true,
      cell: (lineage) => <RowActions lineage={lineage} blockedReason={blockedReason} />,
      align: 'end',
    });
  return (
    <Table
      caption={m.content_admin_baselines()}
      columns={columns}
      rows={lineages}
      getRowId={(lineage) => lineage.lineageId}
      loading={list.isPending}
      emptyState={
        <EmptyState
          icon="clipboard"
          title={m.content_admin_no_baselines()}
          description={m.content_admin_no_baselines_description()}
          action={emptyAction}
          size="compact"
        />
      }
    />
  );
}
