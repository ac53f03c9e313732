import { m } from '@assay/messages';
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
      <div className={styles.filters} role="group" aria-label={m.audit_filter()}>
        <Select
          label={m.audit_person()}
          size="sm"
          value={filters.actorUid}
          onValueChange={(actorUid) => set({ actorUid })}
          options={[
            { value: ANY, label: m.audit_anyone() },
            ...[...people].map(([value, label]) => ({ value, label })),
          ]}
        />
        <Select
          label={m.audit_action()}
          size="sm"
          value={filters.action}
          onValueChange={(action) => set({ action })}
          options={[
            { value: ANY, label: m.audit_any_action() },
            ...filterableActions.map((value) => ({ value, label: actionLabel(value) })),
          ]}
        />
        <TextField
          label={m.audit_from()}
          type="date"
          value={filters.from}
          onValueChange={(value) => set({ from: value })}
        />
        <TextField
          label={m.audit_to()}
          type="date"
          value={filters.to}
          onValueChange={(value) => set({ to: value })}
          error={rangeProblem}
        />
        {filtered && (
          <Button variant="ghost" size="sm" onClick={() => setFilters(noFilters)}>
            {m.common_clear_filters()}
          </Button>
        )}
      </div>
      <PagedTable
        caption={m.admin_audit_title()}
        columns={columns}
        getRowId={(entry) => entry.id}
        query={log}
        pages={pages}
        errorTitle={m.audit_load_failed()}
        filtered={filtered}
        noMatch={{
          icon: 'search',
          title: m.audit_no_match(),
          description: m.audit_no_match_description(),
        }}
        empty={{
          icon: 'clipboard',
          title: m.audit_empty(),
          description: m.audit_empty_description(),
        }}
      />
    </Stack>
  );
}
