import { useCursorPages } from '@assay/client';
import type { AuditEntry } from '@assay/domain/audit';
import { Button, Select, Stack, TextField } from '@assay/ui';
import { actionLabel, auditColumns, dayRange, filterableActions, systemActorLabel } from '@assay/views/audit';
import { PagedTable } from '@assay/views/list';
import { useState } from 'react';
import { useAuditLog } from '../api/audit-log.ts';
import * as styles from './audit-log.css.ts';

const PAGE_SIZE = 20;
const ANY = 'any';

interface Filters {
  actorUid: string;
  action: string;
  /** yyyy-mm-dd, inclusive, UTC. */
  from: string;
  /** yyyy-mm-dd, inclusive, UTC. */
  to: string;
}

const noFilters: Filters = { actorUid: ANY, action: ANY, from: '', to: '' };

interface Props {
  /** Names of the current members by uid (the person filter and the Who column). */
  people: ReadonlyMap<string, string>;
}

/** Who did what, when, to what: newest first, filtered by person, action and dates, paged by cursor. */
export function AuditLog({ people }: Props) {
  const [filters, setFilters] = useState<Filters>(noFilters);
  const set = (patch: Partial<Filters>) => setFilters((current) => ({ ...current, ...patch }));
  const { from, to, problem: rangeProblem } = dayRange(filters.from, filters.to);
  const query = {
    ...(filters.actorUid !== ANY ? { actorUid: filters.actorUid } : {}),
    ...(filters.action !== ANY ? { action: filters.action } : {}),
    ...(from ? { from } : {}),
    ...(to ? { to } : {}),
  };
  const pages = useCursorPages(JSON.stringify(query));
  const log = useAuditLog({
    ...query,
    pageSize: PAGE_SIZE,
    ...(pages.cursor ? { cursor: pages.cursor } : {}),
  });
  const filtered = JSON.stringify(filters) !== JSON.stringify(noFilters);
  const who = (entry: AuditEntry) =>
    people.get(entry.actorUid) ?? systemActorLabel(entry.actorUid, entry.action);

  const {
    when,
    who: whoColumn,
    what,
    details,
  } = auditColumns<AuditEntry>({ entryOf: (entry) => entry, who });
  const columns = [when, whoColumn, what, details];

  return (
    <Stack gap="md">
      <div className={styles.filters} role="group" aria-label="Filter the audit log">
        <Select
          label="Person"
          size="sm"
          value={filters.actorUid}
          onValueChange={(actorUid) => set({ actorUid })}
          options={[
            { value: ANY, label: 'Anyone' },
            ...[...people].map(([value, label]) => ({ value, label })),
          ]}
        />
        <Select
          label="Action"
          size="sm"
          value={filters.action}
          onValueChange={(action) => set({ action })}
          options={[
            { value: ANY, label: 'Any action' },
            ...filterableActions.map((value) => ({ value, label: actionLabel(value) })),
          ]}
        />
        <TextField
          label="From"
          type="date"
          value={filters.from}
          onValueChange={(value) => set({ from: value })}
        />
        <TextField
          label="To"
          type="date"
          value={filters.to}
          onValueChange={(value) => set({ to: value })}
          error={rangeProblem}
        />
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => setFilters(noFilters)}>
            Clear filters
          </Button>
        )}
      </div>
      <PagedTable
        caption="Audit log"
        columns={columns}
        getRowId={(entry) => entry.id}
        query={log}
        pages={pages}
        errorTitle="The audit log could not be loaded"
        filtered={filtered}
        noMatch={{
          icon: 'search',
          title: 'No entries match',
          description: 'Try another person, action or date range.',
        }}
        empty={{
          icon: 'clipboard',
          title: 'Nothing recorded yet',
          description: 'Changes to tenants, members and the profile appear here.',
        }}
      />
    </Stack>
  );
}
