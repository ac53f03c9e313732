import { paths } from '@assay/auth';
import { toAppError } from '@assay/client';
import { type BaselineFileFormat, type BaselineSummary } from '@assay/domain/baselines';
import {
  Badge,
  Button,
  Card,
  ConfirmDialog,
  EmptyState,
  ErrorState,
  Inline,
  LoadingState,
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
import { editableIn, lineagesOf, statusLabels, statusTones, type Lineage } from '../lineages.ts';
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
          aria-label={`Export version ${item.baseline.version}`}
        >
          Export
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
                    toast({ title: 'Export failed', description: toAppError(error).message, tone: 'danger' }),
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
            <Link to={paths.contentAdmin({ tab: 'baselines', focus: baseline.id })}>Edit</Link>
          </Button>
          <PublishButton
            baseline={baseline}
            expectedRevision={() => baseline.revision}
            disabledReason={item.controlCount === 0 ? 'Add at least one control first' : undefined}
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
      {mine && baseline.status === 'published' ? (
        <ConfirmDialog
          trigger={
            <Button size="xs" variant="ghost" icon="archive">
              Retire
            </Button>
          }
          title={`Retire version ${baseline.version} of ${baseline.name}?`}
          description="Assessments already using it keep working, but new assessments can no longer pick it. This cannot be undone."
          confirmLabel="Retire"
          tone="danger"
          onConfirm={async () => {
            await retire.mutateAsync({ baselineId: baseline.id });
            toast({ title: `Version ${baseline.version} retired`, tone: 'success' });
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
  if (list.isPending) return <LoadingState label="Loading versions" lines={4} />;
  if (list.isError)
    return (
      <ErrorState
        title="The versions could not be loaded"
        message={toAppError(list.error).message}
        onRetry={() => list.refetch()}
      />
    );
  const lineages = lineagesOf(list.data.items);
  if (lineages.length === 0)
    return (
      <EmptyState
        icon="clipboard"
        title="No baselines yet"
        description="Create or import a baseline to see its versions here."
      />
    );
  const lineage =
    lineages.find((l) => l.versions.some((v) => v.baseline.id === focus)) ??
    lineages.find((l) => !l.global) ??
    lineages[0]!;
  const columns: TableColumn<BaselineSummary>[] = [
    {
      id: 'version',
      header: 'Version',
      nowrap: true,
      width: 90,
      cell: (item) => `v${item.baseline.version}`,
    },
    {
      id: 'status',
      header: 'Status',
      width: 120,
      cell: (item) => (
        <Badge tone={statusTones[item.baseline.status]}>{statusLabels[item.baseline.status]}</Badge>
      ),
    },
    {
      id: 'published',
      header: 'Published',
      nowrap: true,
      width: 140,
      hideBelow: 'sm',
      cell: (item) => (item.baseline.publishedAt ? <RelativeTime value={item.baseline.publishedAt} /> : '—'),
    },
    {
      id: 'controls',
      header: 'Controls',
      align: 'end',
      width: 100,
      hideBelow: 'sm',
      cell: (item) => formatNumber(item.controlCount),
    },
    {
      id: 'actions',
      header: 'Actions',
      align: 'end',
      cell: (item) => <VersionActions item={item} lineage={lineage} canAdminister={canAdminister} />,
    },
  ];
  return (
    <Stack gap="lg">
      <Select
        label="Baseline"
        value={lineage.versions[0]!.baseline.id}
        onValueChange={(id) => void navigate(paths.contentAdmin({ tab: 'versions', focus: id }))}
        options={lineages.map((l) => ({
          value: l.versions[0]!.baseline.id,
          label: `${l.name}${l.global ? ' (global)' : ''}`,
        }))}
      />
      <Card
        title={`Versions of ${lineage.name}`}
        description={
          lineage.global
            ? 'A global baseline: read-only, and exportable.'
            : 'A published version never changes; editing starts a new draft version.'
        }
      >
        <Table
          caption={`Versions of ${lineage.name}`}
          columns={columns}
          rows={lineage.versions}
          getRowId={(item) => item.baseline.id}
        />
      </Card>
      <VersionDiff key={lineage.lineageId} versions={lineage.versions} />
    </Stack>
  );
}
