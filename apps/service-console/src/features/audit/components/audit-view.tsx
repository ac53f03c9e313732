// The audit tab: the global audit log, the platform's service actions and every organisation's
// entries, newest first. Filters (organisation id, actor uid or email, action, days) live in the
// URL (?org=, ?actor=, ?action=, ?from=, ?to=); "Load more" adds the next page; the filtered
// entries export as CSV. An organisation opens its page (/service/tenants/{tid}).
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
const actionOptions = [
  { value: ANY, label: 'Any action' },
  ...labelledActions
    .map((value) => ({ value, label: actionLabel(value) }))
    .sort((a, b) => a.label.localeCompare(b.label, intlLocale())),
];

/** Who wrote an entry: their email, the system's own actor by name, or an account that is gone. */
function actorName(item: PlatformAuditItem): string {
  if (item.actorEmail) return item.actorEmail;
  const label = systemActorLabel(item.entry.actorUid, item.entry.action);
  return label === 'Former member' ? 'Deleted account' : label;
}

function LogCell({ item }: { item: PlatformAuditItem }) {
  const organisation = item.organisation && (
    <Link to={paths.serviceTenant({ tid: item.organisation.tid })} title={item.organisation.tid}>
      {item.organisation.name ?? `Deleted organisation ${item.organisation.tid}`}
    </Link>
  );
  if (item.log === 'organisation') return organisation;
  return (
    <span className={styles.log}>
      <Badge tone="accent">Platform</Badge>
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
const columns: TableColumn<PlatformAuditItem>[] = [
  when,
  {
    id: 'log',
    header: 'Log',
    nowrap: true,
    cell: (item) => (
      <span className={styles.cut}>
        <LogCell item={item} />
      </span>
    ),
  },
  {
    ...who,
    header: 'Actor',
    width: undefined,
    hideBelow: 'sm',
    cell: (item) => (
      <span className={styles.cut} title={item.entry.actorUid}>
        {actorName(item)}
      </span>
    ),
  },
  { ...what, header: 'Action', width: undefined },
  {
    id: 'target',
    header: 'Target',
    nowrap: true,
    hideBelow: 'lg',
    cell: (item) => (
      <code className={`${styles.cut} ${styles.target}`} title={item.entry.target}>
        {item.entry.target}
      </code>
    ),
  },
  { ...details, header: 'Detail', hideBelow: 'sm' },
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
        title: `Exported the newest ${formatNumber(EXPORT_MAX_ENTRIES)} entries`,
        description: 'Narrow the filters or the dates to export the rest.',
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
      <div className={styles.filters} role="group" aria-label="Filter the audit log">
        <TextField
          label="Organisation id"
          size="sm"
          value={filters.org}
          onValueChange={(org) => setFilters({ org })}
          debounce={400}
          maxLength={128}
          error={fieldProblem('tid')}
        />
        <TextField
          label="Actor"
          size="sm"
          value={filters.actor}
          onValueChange={(actor) => setFilters({ actor })}
          debounce={400}
          maxLength={254}
          placeholder="Email or user id"
          error={fieldProblem('actor')}
        />
        <div className={styles.wide}>
          <Select
            label="Action"
            size="sm"
            value={filters.action || ANY}
            onValueChange={(action) => setFilters({ action: action === ANY ? '' : action })}
            options={actionOptions}
          />
        </div>
        <TextField
          label="From"
          type="date"
          size="sm"
          value={filters.from}
          onValueChange={(from) => setFilters({ from })}
        />
        <TextField
          label="To"
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
            Clear filters
          </Button>
        )}
      </Inline>
      {failure && !filterProblem ? (
        <ErrorState
          title="The audit log could not be loaded"
          message={failure.message}
          onRetry={() => void log.refetch()}
        />
      ) : (
        <>
          <Table
            caption="Audit log"
            columns={columns}
            rows={items}
            getRowId={(item) => item.entry.id}
            loading={log.isPending && !filterProblem}
            emptyState={
              filtered ? (
                <EmptyState
                  icon="search"
                  title="No entries match"
                  description="Try another organisation, actor, action or dates."
                />
              ) : (
                <EmptyState
                  icon="clipboard"
                  title="Nothing recorded yet"
                  description="Service actions and every organisation's changes appear here."
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
                Load more
              </Button>
            </Inline>
          )}
          {log.isFetchNextPageError && (
            <ErrorState
              title="The next entries could not be loaded"
              message={toAppError(log.error).message}
              onRetry={() => void log.fetchNextPage()}
            />
          )}
        </>
      )}
    </Stack>
  );
}
