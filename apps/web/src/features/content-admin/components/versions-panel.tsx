import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { type BaselineFileFormat, type BaselineSummary } from '@assay/domain/baselines';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  Inline,
  Menu,
  RelativeTime,
  Select,
  Stack,
  Table,
  useToast,
  type TableColumn,
} from '@assay/ui';
import { Link, useNavigate } from 'react-router';
import { downloadText } from '@assay/views/download';
import { useExportBaseline } from '../api/export-baseline.ts';
import { useBaselines } from '../api/list-baselines.ts';
import { useNewBaselineVersion } from '../api/new-baseline-version.ts';
import { useRetireBaseline } from '../api/retire-baseline.ts';
import { useBaselineScope } from '../api/scope.ts';
import { editableIn, lineagesOf, statusTones, type Lineage } from '../lineages.ts';
import { statusLabel } from '../labels.ts';
import { PublishButton } from './publish-button.tsx';
import { VersionDiff } from './version-diff.tsx';
import { formatNumber } from '@assay/views/locale';

const formatLabels: Record<BaselineFileFormat, string> = { json: 'JSON', yaml: 'YAML', csv: 'CSV' };

function ExportMenu({ item }: { item: BaselineSummary }) {
  const exporter = useExportBaseline();
  const { toast } = useToast();
  return (
    <Menu.Root>
      <Menu.Trigger asChild>
        <Button
          size="xs"
          variant="ghost"
          icon="download"
          loading={exporter.isPending}
          aria-label={m.content_admin_export_version({ version: item.baseline.version })}
        >
          {m.content_admin_export()}
        </Button>
      </Menu.Trigger>
      <Menu.Content>
        {(['json', 'yaml', 'csv'] as const).map((format) => (
          <Menu.Item
            key={format}
            onSelect={() =>
              exporter.mutate(
                { baselineId: item.baseline.id, format },
                {
                  onSuccess: (file) => downloadText(file.fileName, file.mediaType, file.text),
                  onError: (error) =>
                    toast({
                      title: m.content_admin_export_failed(),
                      description: toAppError(error).message,
                      tone: 'danger',
                    }),
                },
              )
            }
          >
            {formatLabels[format]}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}

function VersionActions({
  item,
  lineage,
  canAdminister,
}: {
  item: BaselineSummary;
  lineage: Lineage;
  canAdminister: boolean;
}) {
  const retire = useRetireBaseline();
  const newVersion = useNewBaselineVersion();
  const navigate = useNavigate();
  const { toast } = useToast();
  const scope = useBaselineScope();
  const { baseline } = item;
  const mine = editableIn(lineage, scope) && canAdminister;
  const newest = lineage.versions[0]!;
  return (
    <Inline gap="xs" justify="flex-end" wrap>
      {mine && baseline.status === 'draft' ? (
        <>
          <Button asChild size="xs" variant="ghost" icon="edit">
            <Link to={paths.contentAdmin({ tab: 'baselines', focus: baseline.id })}>
              {m.content_admin_edit()}
            </Link>
          </Button>
          <PublishButton
            baseline={baseline}
            expectedRevision={() => baseline.revision}
            disabledReason={item.controlCount === 0 ? m.content_admin_add_control_first() : undefined}
          />
        </>
      ) : null}
      {mine && baseline.status === 'published' && baseline.id === newest.baseline.id ? (
        <Button
          size="xs"
          variant="outline"
          icon="plus"
          loading={newVersion.isPending}
          onClick={() =>
            newVersion.mutate(
              { baselineId: baseline.id },
              {
                onSuccess: (created) =>
                  void navigate(paths.contentAdmin({ tab: 'baselines', focus: created.baseline.id })),
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
      {mine && baseline.status === 'published' ? (
        <ConfirmDialog
          trigger={
            <Button size="xs" variant="ghost" icon="archive">
              {m.content_admin_retire()}
            </Button>
          }
          title={m.content_admin_retire_title({ version: baseline.version, name: baseline.name })}
          description={m.content_admin_retire_description()}
          confirmLabel={m.content_admin_retire()}
          tone="danger"
          onConfirm={async () => {
            await retire.mutateAsync({ baselineId: baseline.id });
            toast({ title: m.content_admin_retired_toast({ version: baseline.version }), tone: 'success' });
          }}
          errorMessage={(error) => toAppError(error).message}
        />
      ) : null}
      <ExportMenu item={item} />
    </Inline>
  );
}

/** Versions: the versions of one baseline, publish / retire / export, and a diff of any two. */
export function VersionsPanel({
  focus,
  canAdminister,
}: {
  focus: string | undefined;
  canAdminister: boolean;
}) {
  const list = useBaselines();
  const navigate = useNavigate();
  const view = queryView(list, {
    loading: m.content_admin_loading_versions(),
    lines: 4,
    failed: m.content_admin_versions_not_loaded(),
  });
  if (view.screen) return view.screen;
  const lineages = lineagesOf(view.data.items);
  if (lineages.length === 0)
    return (
      <EmptyState
        icon="clipboard"
        title={m.content_admin_no_baselines()}
        description={m.content_admin_no_baselines_versions()}
      />
    );
  const lineage =
    lineages.find((l) => l.versions.some((v) => v.baseline.id === focus)) ??
    lineages.find((l) => !l.global) ??
    lineages[0]!;
  const columns: TableColumn<BaselineSummary>[] = [
    {
      id: 'version',
      header: m.content_admin_version(),
      nowrap: true,
      width: 90,
      cell: (item) => m.content_admin_v({ version: item.baseline.version }),
    },
    {
      id: 'status',
      header: m.common_status(),
      width: 120,
      cell: (item) => (
        <Badge tone={statusTones[item.baseline.status]}>{statusLabel(item.baseline.status)}</Badge>
      ),
    },
    {
      id: 'published',
      header: m.content_admin_published(),
      nowrap: true,
      width: 140,
      hideBelow: 'sm',
      cell: (item) => (item.baseline.publishedAt ? <RelativeTime value={item.baseline.publishedAt} /> : '—'),
    },
    {
      id: 'controls',
      header: m.workspace_controls(),
      align: 'end',
      width: 100,
      hideBelow: 'sm',
      cell: (item) => formatNumber(item.controlCount),
    },
    {
      id: 'actions',
      header: m.common_actions(),
      align: 'end',
      cell: (item) => <VersionActions item={item} lineage={lineage} canAdminister={canAdminister} />,
    },
  ];
  return (
    <Stack gap="lg">
      <Select
        label={m.common_baseline()}
        value={lineage.versions[0]!.baseline.id}
        onValueChange={(id) => void navigate(paths.contentAdmin({ tab: 'versions', focus: id }))}
        options={lineages.map((l) => ({
          value: l.versions[0]!.baseline.id,
          label: l.global ? m.content_admin_name_global({ name: l.name }) : l.name,
        }))}
      />
      <Card
        title={m.content_admin_versions_of({ name: lineage.name })}
        description={
          lineage.global ? m.content_admin_global_read_only() : m.content_admin_published_never_changes()
        }
      >
        <Table
          caption={m.content_admin_versions_of({ name: lineage.name })}
          columns={columns}
          rows={lineage.versions}
          getRowId={(item) => item.baseline.id}
        />
      </Card>
      <VersionDiff key={lineage.lineageId} versions={lineage.versions} />
    </Stack>
  );
}
