import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError, useFieldWording, wordRule, type CallOutput } from '@assay/client';
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
const megabytes = (bytes: number) => m.content_admin_megabytes({ size: formatDecimal(bytes / 1_000_000) });

/** The format a file name says, or null for any other kind of file. */
export function formatOf(fileName: string): BaselineFileFormat | null {
  const extension = fileName.split('.').pop()?.toLowerCase() ?? '';
  return formats[extension] ?? null;
}

/** Why a file is refused before it is even read (the server checks again), or null. */
export function fileRefusal(file: { name: string; size: number }): string | null {
  if (!formatOf(file.name)) return m.content_admin_refuse_format();
  if (file.size > IMPORT_BYTES_MAX)
    return m.content_admin_refuse_size({
      name: file.name,
      size: megabytes(file.size),
      max: megabytes(IMPORT_BYTES_MAX),
    });
  return null;
}

const sectionLabels = {
  file: m.content_admin_section_file,
  baseline: m.common_baseline,
  domains: m.common_domain,
  controls: m.common_control,
} as const;

function where(issue: Issue, format: BaselineFileFormat): string {
  if (issue.row === undefined) return sectionLabels[issue.section]();
  return format === 'csv'
    ? m.content_admin_row_n({ row: issue.row })
    : m.content_admin_section_n({ section: sectionLabels[issue.section](), row: issue.row });
}

/** The CSV columns (their names stay as the file spells them) and what each holds. */
const csvHelp: [string, () => string][] = [
  ['ref', m.content_admin_csv_ref],
  ['title', m.content_admin_csv_title],
  ['domain', m.content_admin_csv_domain],
  ['weight', m.content_admin_csv_weight],
  ['effort', m.content_admin_csv_effort],
  ['description', m.content_admin_csv_text],
  ['guidance', m.content_admin_csv_text],
  ['references', m.content_admin_csv_references],
  ['tags', m.content_admin_csv_tags],
  ['id, domain_id', m.content_admin_csv_ids],
  ['title@de, description@de, guidance@de, domain@de', m.content_admin_csv_translations],
];

/** Import: pick a file, check it (a dry run writes nothing), then create a draft from it. */
export function ImportPanel({
  canImport,
  blockedReason,
}: {
  canImport: boolean;
  blockedReason: string | undefined;
}) {
  useFieldWording();
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
        toast({
          title: m.content_admin_imported_toast({ name: result.created.baseline.name }),
          tone: 'success',
        });
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
        <Card title={m.content_admin_import_title()} description={m.content_admin_import_description()}>
          <Stack gap="md">
            {!canImport ? <Banner tone="info">{m.content_admin_import_only_admins()}</Banner> : null}
            {canImport && blockedReason ? <Banner tone="warning">{blockedReason}</Banner> : null}
            <div className={styles.picker}>
              <label htmlFor={inputId} className={styles.pickerLabel}>
                {m.content_admin_section_file()}
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
              label={m.content_admin_baseline_name()}
              hint={m.content_admin_baseline_name_hint()}
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
                {m.content_admin_check_file()}
              </Button>
              <Button
                icon="upload"
                disabled={!clean || Boolean(blockedReason)}
                title={blockedReason}
                loading={run.isPending}
                onClick={() => void importNow()}
              >
                {m.content_admin_import_as_draft()}
              </Button>
            </Inline>
            {failure ? <Banner tone="danger">{failure}</Banner> : null}
          </Stack>
        </Card>
        {report && file ? (
          clean ? (
            <Banner tone="success" title={m.content_admin_ready()}>
              {(scope === 'library' ? m.content_admin_ready_global : m.content_admin_ready_private)({
                domains: formatNumber(report.domainCount),
                controls: formatNumber(report.controlCount),
              })}
            </Banner>
          ) : (
            <Card
              title={m.content_admin_problems_found()}
              description={m.content_admin_problems_description({ file: file.name })}
            >
              <Table
                caption={m.content_admin_problems_caption()}
                columns={[
                  {
                    id: 'where',
                    header: m.content_admin_row(),
                    nowrap: true,
                    width: 120,
                    cell: (issue: Issue) => where(issue, file.format),
                  },
                  {
                    id: 'field',
                    header: m.content_admin_field(),
                    nowrap: true,
                    width: 160,
                    cell: (issue: Issue) => <code>{issue.field || '—'}</code>,
                  },
                  {
                    id: 'rule',
                    header: m.content_admin_rule(),
                    cell: (issue: Issue) => (issue.code ? wordRule(issue.code, issue.rule) : issue.rule),
                  },
                ]}
                rows={report.issues}
                getRowId={(_issue, index) => String(index)}
              />
              {report.moreIssues > 0 ? (
                <p className={styles.more}>
                  {m.content_admin_more_problems({
                    count: report.moreIssues,
                    shown: formatNumber(report.moreIssues),
                  })}
                </p>
              ) : null}
            </Card>
          )
        ) : null}
        {report?.created ? (
          <Banner tone="success" title={m.content_admin_imported()}>
            <Link to={paths.contentAdmin({ tab: 'baselines', focus: report.created.baseline.id })}>
              {m.content_admin_open_baseline({ name: report.created.baseline.name })}
            </Link>
          </Banner>
        ) : null}
      </Stack>
      <Card
        title={m.content_admin_csv_columns()}
        description={m.content_admin_csv_columns_description()}
        className={styles.help}
      >
        <dl className={styles.columns}>
          {csvHelp.map(([column, text]) => (
            <div key={column} className={styles.column}>
              <dt>
                <code>{column}</code>
              </dt>
              <dd>{text()}</dd>
            </div>
          ))}
        </dl>
        <p className={styles.more}>{m.content_admin_csv_formula()}</p>
      </Card>
    </div>
  );
}
