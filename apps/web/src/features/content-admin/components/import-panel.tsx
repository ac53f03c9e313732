import { paths } from '@assay/auth';
import { toAppError, type CallOutput } from '@assay/client';
import { BASELINE_NAME_MAX, IMPORT_BYTES_MAX, type BaselineFileFormat } from '@assay/domain/baselines';
import { Banner, Button, Card, Inline, Stack, Table, TextField, useToast } from '@assay/ui';
import { useId, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { useImportBaseline } from '../api/import-baseline.ts';
import { useBaselineScope } from '../api/scope.ts';
import * as styles from './import-panel.css.ts';
import { formatDecimal, formatNumber } from '@assay/views/locale';

type Report = CallOutput<'baselines-import'>;
type Issue = Report['issues'][number];

const formats: Record<string, BaselineFileFormat> = { json: 'json', yaml: 'yaml', yml: 'yaml', csv: 'csv' };
const megabytes = (bytes: number) => `${formatDecimal(bytes / 1_000_000)} MB`;

/** The format a file name says, or null for any other kind of file. */
export function formatOf(fileName: string): BaselineFileFormat | null {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return formats[extension] ?? null;
}

/** Why a file is refused before it is even read (the server checks again), or null. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (!formatOf(file.name)) return 'Choose a .json, .yaml, .yml or .csv file.';
  if (file.size > IMPORT_BYTES_MAX)
    return `${file.name} is ${megabytes(file.size)}; files up to ${megabytes(IMPORT_BYTES_MAX)} can be imported. Split it or remove unused columns.`;
  return null;
}

const sectionLabels = { file: 'File', baseline: 'Baseline', domains: 'Domain', controls: 'Control' } as const;

function where(issue: Issue, format: BaselineFileFormat): string {
  if (issue.row === undefined) return sectionLabels[issue.section];
  return format === 'csv' ? `Row ${issue.row}` : `${sectionLabels[issue.section]} ${issue.row}`;
}

const csvHelp: [string, string][] = [
  [
    'ref',
    'Required. The control’s reference, unique in the baseline: upper-case letters and digits in dash-separated parts (IAM-03).',
  ],
  ['title', 'Required. Up to 200 characters.'],
  ['domain', 'Required. The domain’s name; domains are created in the order they first appear.'],
  ['weight', 'Required. A whole number from 1 to 5.'],
  ['effort', 'Required. S, M or L.'],
  ['description', 'Optional. Up to 5,000 characters.'],
  ['guidance', 'Optional. Up to 5,000 characters.'],
  ['references', 'Optional. Framework references separated by semicolons: ISO27001:2022 A.5.15; CIS-v8 6.3'],
  ['tags', 'Optional. Lower-case tags separated by semicolons.'],
  [
    'id, domain_id',
    'Optional. Keys that keep controls and domains paired across versions; exports fill them in.',
  ],
  [
    'title@de, description@de, guidance@de, domain@de',
    'Optional. The text in German, with the same limits; likewise @fr, @nl and @es. An empty cell shows the English text. domain@de names the domain on its domain row.',
  ],
];

/** Import: pick a file, check it (a dry run writes nothing), then create a draft from it. */
export function ImportPanel({
  canImport,
  blockedReason,
}: {
  canImport: boolean;
  blockedReason: string | undefined;
}) {
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<{ name: string; format: BaselineFileFormat; text: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const check = useImportBaseline();
  const run = useImportBaseline();
  const scope = useBaselineScope();
  const navigate = useNavigate();
  const { toast } = useToast();

  async function pick(picked: File | undefined) {
    setReport(null);
    setFailure(null);
    setFile(null);
    if (!picked) return;
    const refused = fileRefusal(picked);
    setRefusal(refused);
    if (refused) return;
    const text = await picked.text();
    setFile({ name: picked.name, format: formatOf(picked.name)!, text });
    setName(
      (current) =>
        current ||
        picked.name
          .replace(/\.[^.]+$/, '')
          .replace(/[-_]+/g, ' ')
          .trim(),
    );
  }

  const request = (dryRun: boolean) => ({
    format: file!.format,
    text: file!.text,
    dryRun,
    ...(name.trim() ? { name: name.trim() } : {}),
  });

  async function dryRun() {
    setFailure(null);
    try {
      setReport(await check.mutateAsync(request(true)));
    } catch (caught) {
      setFailure(toAppError(caught).fieldMessage('text') ?? toAppError(caught).message);
    }
  }

  async function importNow() {
    setFailure(null);
    try {
      const result = await run.mutateAsync(request(false));
      setReport(result);
      if (result.created) {
        toast({ title: `${result.created.baseline.name} imported as a draft`, tone: 'success' });
        void navigate(paths.contentAdmin({ tab: 'baselines', focus: result.created.baseline.id }));
      }
    } catch (caught) {
      setFailure(toAppError(caught).message);
    }
  }

  const clean = report !== null && report.issues.length === 0 && report.moreIssues === 0;
  return (
    <div className={styles.layout}>
      <Stack gap="lg">
        <Card
          title="Import a baseline"
          description="JSON, YAML or CSV. The file is checked first; nothing is written until you import a file without problems."
        >
          <Stack gap="md">
            {!canImport ? (
              <Banner tone="info">Only owners and admins of your organisation import baselines.</Banner>
            ) : null}
            {canImport && blockedReason ? <Banner tone="warning">{blockedReason}</Banner> : null}
            <div className={styles.picker}>
              <label htmlFor={inputId} className={styles.pickerLabel}>
                File
              </label>
              <input
                ref={input}
                id={inputId}
                type="file"
                accept=".json,.yaml,.yml,.csv,application/json,text/csv,application/yaml"
                className={styles.fileInput}
                disabled={!canImport}
                onChange={(event) => void pick(event.target.files?.[0])}
                aria-describedby={refusal ? `${inputId}-refusal` : undefined}
              />
              {refusal ? (
                <p id={`${inputId}-refusal`} className={styles.refusal} role="alert">
                  {refusal}
                </p>
              ) : null}
            </div>
            <TextField
              label="Baseline name"
              hint="Required for CSV; for JSON and YAML, leave empty to use the file’s."
              value={name}
              onValueChange={setName}
              maxLength={BASELINE_NAME_MAX}
              disabled={!canImport}
            />
            <Inline gap="sm" wrap>
              <Button
                variant="outline"
                icon="check"
                disabled={!file}
                loading={check.isPending}
                onClick={() => void dryRun()}
              >
                Check file
              </Button>
              <Button
                icon="upload"
                disabled={!clean || Boolean(blockedReason)}
                title={blockedReason}
                loading={run.isPending}
                onClick={() => void importNow()}
              >
                Import as draft
              </Button>
            </Inline>
            {failure ? <Banner tone="danger">{failure}</Banner> : null}
          </Stack>
        </Card>
        {report && file ? (
          clean ? (
            <Banner tone="success" title="The file is ready to import">
              {report.domainCount} domains and {report.controlCount} controls. Import creates a{' '}
              {scope === 'library' ? 'global' : 'private'} draft you can review before publishing.
            </Banner>
          ) : (
            <Card
              title="Problems found"
              description={`Nothing was imported. Fix these in ${file.name} and check it again.`}
            >
              <Table
                caption="Problems in the file"
                columns={[
                  {
                    id: 'where',
                    header: 'Row',
                    nowrap: true,
                    width: 120,
                    cell: (issue: Issue) => where(issue, file.format),
                  },
                  {
                    id: 'field',
                    header: 'Field',
                    nowrap: true,
                    width: 160,
                    cell: (issue: Issue) => <code>{issue.field || '—'}</code>,
                  },
                  { id: 'rule', header: 'Rule', cell: (issue: Issue) => issue.rule },
                ]}
                rows={report.issues}
                getRowId={(_issue, index) => String(index)}
              />
              {report.moreIssues > 0 ? (
                <p className={styles.more}>And {formatNumber(report.moreIssues)} more problems.</p>
              ) : null}
            </Card>
          )
        ) : null}
        {report?.created ? (
          <Banner tone="success" title="Imported">
            <Link to={paths.contentAdmin({ tab: 'baselines', focus: report.created.baseline.id })}>
              Open {report.created.baseline.name}
            </Link>
          </Banner>
        ) : null}
      </Stack>
      <Card
        title="CSV columns"
        description="One row per control, with a header row. Columns may come in any order."
        className={styles.help}
      >
        <dl className={styles.columns}>
          {csvHelp.map(([column, text]) => (
            <div key={column} className={styles.column}>
              <dt>
                <code>{column}</code>
              </dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.more}>
          A cell that starts with =, +, - or @ is refused, as spreadsheets run it as a formula; put an
          apostrophe in front to keep it as text.
        </p>
      </Card>
    </div>
  );
}
