// The audit tab: the global audit log, the platform's service actions and every organisation's
// entries, newest first. Filters (organisation id, actor uid or email, action, days) live in the
// URL (?org=, ?actor=, ?action=, ?from=, ?to=); "Load more" adds the next page; the filtered
// entries export as CSV. An organisation opens its page (/service/tenants/{tid}).
import { m } from '@assay/messages';
import { paths } from '@assay/auth';
import { toAppError, useQueryContext, type CallFn } from '@assay/client';
import type { PlatformAuditItem } from '@assay/domain/platform';
import {
  Badge,
  Button,
  EmptyState,
  ErrorState,
  Inline,
  Select,
  Stack,
  Table,
  TextField,
  type TableColumn,
} from '@assay/ui';
import { actionLabel, auditColumns, dayRange, labelledActions, systemActorLabel } from '@assay/views/audit';
import { Link } from 'react-router';
import { useUrlFilters, type UrlFiltersPatch } from '@assay/views/app';
import { ExportCsvButton, type CsvExport } from '@assay/views/list';
import {
  auditInput,
  noAuditFilters,
  useGlobalAudit,
  type AuditFilters,
  type AuditInput,
} from '../api/list-audit.ts';
import * as styles from './audit-view.css.ts';
import { formatNumber, intlLocale } from '@assay/views/locale';

const ANY = 'any';
const filterKeys = Object.keys(noAuditFilters) as (keyof AuditFilters)[];
/** The action filter's options, by label. */
const actionOptions = () => [
  { value: ANY, label: m.console_audit_any_action() },
  ...labelledActions
    .map((value) => ({ value, label: actionLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale())),
];

/** Who wrote an entry: their email, the system's own actor by name, or an account that is gone. */
function actorName(item: PlatformAuditItem): string {
  if (item.actorEmail) return item.actorEmail;
  return systemActorLabel(item.entry.actorUid, item.entry.action, m.console_audit_deleted_account);
}

function LogCell({ item }: { item: PlatformAuditItem }) {
  const organisation = item.organisation && (
    <Link to={paths.serviceTenant({ tid: item.organisation.tid })} title={item.organisation.tid}>
      {item.organisation.name ?? m.console_deleted_organisation({ tid: item.organisation.tid })}
    </Link>
  );
  if (item.log === 'organisation') return organisation;
  return (
    <span className={styles.log}>
      <Badge tone="accent">{m.console_audit_platform()}</Badge>
      {organisation}
    </span>
  );
}

const { when, who, what, details } = auditColumns<PlatformAuditItem>({
  entryOf: (item) => item.entry,
  who: actorName,
});
// The log, actor and action stay on one line, cut at a width (full text on hover), so the detail
// keeps room to read; the target shows on wide screens only.
const columns = (): TableColumn<PlatformAuditItem>[] => [
  when,
  {
    id: 'log',
    header: m.console_audit_log(),
    nowrap: true,
    cell: (item) => (
      <span className={styles.cut}>
        <LogCell item={item} />
      </span>
    ),
  },
  {
    ...who,
    header: m.console_audit_actor(),
    width: undefined,
    hideBelow: 'sm',
    cell: (item) => (
      <span className={styles.cut} title={item.entry.actorUid}>
        {actorName(item)}
      </span>
    ),
  },
  { ...what, header: m.console_audit_action(), width: undefined },
  {
    id: 'target',
    header: m.console_audit_target(),
    nowrap: true,
    hideBelow: 'lg',
    cell: (item) => (
      <code className={`${styles.cut} ${styles.target}`} title={item.entry.target}>
        {item.entry.target}
      </code>
    ),
  },
  { ...details, header: m.console_audit_detail(), hideBelow: 'sm' },
];

function useFilters(): [AuditFilters, UrlFiltersPatch] {
  const [params, patch] = useUrlFilters();
  const filters = Object.fromEntries(
    filterKeys.map((key) => [key, params.get(key) ?? '']),
  ) as unknown as AuditFilters;
  return [filters, patch];
}

/** The entries the filters match, newest first, as CSV (the collector loads on first use). */
async function exportAudit(call: CallFn, input: AuditInput): Promise<CsvExport> {
  const { auditCsv, collectAudit, EXPORT_MAX_ENTRIES } = await import('../export-csv.ts');
  const { items, truncated } = await collectAudit(call, input);
  return {
    name: 'audit',
    csv: auditCsv(items),
    ...(truncated && {
      truncated: {
        title: m.console_audit_export_truncated({ count: formatNumber(EXPORT_MAX_ENTRIES) }),
        description: m.console_audit_export_truncated_description(),
      },
    }),
  };
}

export function AuditView() {
  const [filters, setFilters] = useFilters();
  const { call } = useQueryContext();
  const range = dayRange(filters.from, filters.to);
  const input = auditInput(filters);
  const log = useGlobalAudit(input);
  const filtered = filterKeys.some((key) => filters[key] !== '');
  // A filter the server answered for (a malformed actor, an unknown email or organisation) shows under its field.
  const failure = log.isError ? toAppError(log.error) : undefined;
  const fieldProblem = (path: string) => failure?.fieldMessage(path);
  const filterProblem = ['tid', 'actor', 'action', 'from', 'to'].some(
    (path) => fieldProblem(path) !== undefined,
  );
  const items = log.data?.pages.flatMap((page) => page.items) ?? [];
  return (
    <Stack gap="md">
      <div className={styles.filters} role="group" aria-label={m.console_audit_filter()}>
        <TextField
          label={m.console_audit_organisation_id()}
          size="sm"
          value={filters.org}
          onValueChange={(org) => setFilters({ org })}
          debounce={400}
          maxLength={128}
          error={fieldProblem('tid')}
        />
        <TextField
          label={m.console_audit_actor()}
          size="sm"
          value={filters.actor}
          onValueChange={(actor) => setFilters({ actor })}
          debounce={400}
          maxLength={254}
          placeholder={m.console_audit_actor_placeholder()}
          error={fieldProblem('actor')}
        />
        <div className={styles.wide}>
          <Select
            label={m.console_audit_action()}
            size="sm"
            value={filters.action || ANY}
            onValueChange={(action) => setFilters({ action: action === ANY ? '' : action })}
            options={actionOptions()}
          />
        </div>
        <TextField
          label={m.console_audit_from()}
          type="date"
          size="sm"
          value={filters.from}
          onValueChange={(from) => setFilters({ from })}
        />
        <TextField
          label={m.console_audit_to()}
          type="date"
          size="sm"
          value={filters.to}
          onValueChange={(to) => setFilters({ to })}
          error={range.problem ?? fieldProblem('to')}
        />
      </div>
      <Inline gap="sm" wrap>
        <ExportCsvButton run={() => exportAudit(call, input)} />
        {filtered && (
          <Button variant="ghost" onClick={() => setFilters({ ...noAuditFilters })}>
            {m.console_audit_clear_filters()}
          </Button>
        )}
      </Inline>
      {failure && !filterProblem ? (
        <ErrorState
          title={m.console_audit_not_loaded()}
          message={failure.message}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <>
          <Table
            caption={m.console_audit_caption()}
            columns={columns()}
            rows={items}
            getRowId={(item) => item.entry.id}
            loading={log.isPending && !filterProblem}
            emptyState={
              filtered ? (
                <EmptyState
                  icon="search"
                  title={m.console_audit_no_match()}
                  description={m.console_audit_no_match_description()}
                />
              ) : (
                <EmptyState
                  icon="clipboard"
                  title={m.console_nothing_recorded()}
                  description={m.console_audit_empty_description()}
                />
              )
            }
          />
          {log.hasNextPage && (
            <Inline gap="sm" justify="center">
              <Button
                variant="soft"
                loading={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {m.console_audit_load_more()}
              </Button>
            </Inline>
          )}
          {log.isFetchNextPageError && (
            <ErrorState
              title={m.console_audit_next_not_loaded()}
              message={toAppError(log.error).message}
              onRetry={() => void log.fetchNextPage()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
