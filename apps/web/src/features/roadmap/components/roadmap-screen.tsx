// /roadmap and the tenant page's roadmap tab: a Now / Next / Later board or a table of the open
// items, filtered by tenant, owner, status, bucket and due date. The URL keeps the view, the
// filters and the sort. Editors move, change and bulk-change items; viewers read.
import { queryView } from '@assay/views/query';
import { m } from '@assay/messages';
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { calendarDateOf, isOverdue, roadmapBuckets, roadmapStatuses } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem, RoadmapStatus, RoadmapStatusFilter } from '@assay/domain/roadmap';
import { roleAtLeast } from '@assay/domain/roles';
import { Button, EmptyState, Select, Stack, TextField, useToast, type TableSort } from '@assay/ui';
import { downloadText } from '@assay/views/download';
import {
  bucketLabel,
  RoadmapBoard,
  RoadmapTable,
  itemStatusLabel,
  type RoadmapNames,
} from '@assay/views/roadmap';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useBulkUpdate, useMoveItem } from '../api/change-roadmap.ts';
import { useRoadmap } from '../api/list-roadmap.ts';
import { useRoadmapNames } from '../api/roadmap-names.ts';
import { ItemDialog } from './item-dialog.tsx';
import * as styles from './roadmap-screen.css.ts';

const ANY = 'any';
const dueFilters = {
  overdue: m.roadmap_filter_overdue,
  soon: m.roadmap_filter_soon,
  none: m.roadmap_filter_none,
} as const;
type DueFilter = keyof typeof dueFilters;

export interface RoadmapScreenProps {
  /** One tenant's roadmap (its tab), else every tenant's. */
  tenantId?: string;
  /** The focus baseline: the items of its lineage. */
  focus?: string;
}

/** The items shown, as a CSV file (the CSV writer loads on demand). */
async function downloadCsv(items: readonly RoadmapItem[], names: RoadmapNames, today: string) {
  const { roadmapCsv } = await import('@assay/views/roadmap/csv');
  downloadText(`roadmap-${today}.csv`, 'text/csv;charset=utf-8', roadmapCsv(items, names, today));
}

function addDays(date: string, days: number): string {
  return calendarDateOf(new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000));
}

export function RoadmapScreen({ tenantId, focus }: RoadmapScreenProps) {
  const { session } = useSession();
  const canEdit = roleAtLeast(session?.role, 'editor');
  const [params, setParams] = useSearchParams();
  const view = params.get('view') === 'table' ? 'table' : 'board';
  const tenantFilter = tenantId ?? params.get('tenant') ?? undefined;
  const owner = params.get('owner') ?? undefined;
  const status = (params.get('status') ?? 'active') as RoadmapStatusFilter;
  const bucket = (params.get('bucket') ?? undefined) as RoadmapBucket | undefined;
  const due = (params.get('due') ?? undefined) as DueFilter | undefined;
  const [sortField, sortDirection] = (params.get('sort') ?? 'bucket:asc').split(':');
  const sort: TableSort = { id: sortField ?? 'bucket', direction: sortDirection === 'desc' ? 'desc' : 'asc' };
  const set = (key: string, value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value === undefined || value === ANY) next.delete(key);
        else next.set(key, value);
        return next;
      },
      { replace: true },
    );

  const filters = useMemo(
    () => ({
      ...(tenantFilter ? { tenantId: tenantFilter } : {}),
      ...(focus && tenantId ? { baselineId: focus } : {}),
      ...(owner ? { ownerUid: owner } : {}),
      status,
      ...(bucket ? { bucket } : {}),
    }),
    [tenantFilter, focus, tenantId, owner, status, bucket],
  );
  const query = useRoadmap(filters);
  const { names, tenants, members, sharedOwners } = useRoadmapNames(query.data?.items);
  const move = useMoveItem();
  const bulk = useBulkUpdate();
  const { toast } = useToast();
  const [openId, setOpenId] = useState<string | null>(null);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const today = calendarDateOf(query.data?.serverTime ? new Date(query.data.serverTime) : new Date());

  const items = useMemo(() => {
    const all = query.data?.items ?? [];
    if (!due) return all;
    return all.filter((item) =>
      due === 'none'
        ? !item.dueDate
        : due === 'overdue'
          ? isOverdue(item, today)
          : item.dueDate !== undefined && item.status !== 'done' && item.dueDate <= addDays(today, 30),
    );
  }, [query.data, due, today]);
  const open =
    items.find((item) => item.id === openId) ?? query.data?.items.find((item) => item.id === openId);

  function onMove(item: RoadmapItem, target: { bucket: RoadmapBucket; rank: number }) {
    return move.mutateAsync({ itemId: item.id, ...target }).catch((error: unknown) =>
      toast({
        title: m.roadmap_move_failed(),
        description: toAppError(error).message,
        tone: 'danger',
      }),
    );
  }

  async function applyBulk(change: {
    status?: RoadmapStatus;
    ownerUid?: string;
    clearOwner?: true;
    dueDate?: string | null;
  }) {
    try {
      const { updated } = await bulk.mutateAsync({ itemIds: [...selected], ...change });
      toast({ title: m.roadmap_updated({ count: updated }), tone: 'success' });
    } catch (error) {
      toast({
        title: m.roadmap_change_failed(),
        description: toAppError(error).message,
        tone: 'danger',
      });
    }
  }

  const wait = queryView(query, {
    offline: m.roadmap_offline_description(),
    loading: m.roadmap_loading(),
    failed: m.roadmap_load_failed(),
  });
  if (wait.screen) return wait.screen;

  const memberOptions = members.map((member) => ({
    value: member.uid,
    label: member.displayName || member.email,
  }));
  // Shared users own items too (a member assigned them): filter by them, named by email.
  const ownerOptions = [
    ...memberOptions,
    ...sharedOwners.map((user) => ({ value: user.uid, label: m.roadmap_shared_user({ email: user.email }) })),
  ];
  const filtered = Boolean(owner || bucket || due || status !== 'active' || (!tenantId && tenantFilter));
  return (
    <Stack gap="md">
      <div className={styles.toolbar} role="group" aria-label={m.roadmap_view_filters()}>
        <div className={styles.filter}>
          <Select
            label={m.roadmap_view()}
            value={view}
            onValueChange={(value) => set('view', value === 'board' ? undefined : value)}
            options={[
              { value: 'board', label: m.roadmap_board() },
              { value: 'table', label: m.roadmap_table() },
            ]}
          />
        </div>
        {tenantId ? null : (
          <div className={styles.filter}>
            <Select
              label={m.common_tenant()}
              value={tenantFilter ?? ANY}
              onValueChange={(value) => set('tenant', value)}
              options={[
                { value: ANY, label: m.roadmap_all_tenants() },
                ...tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
              ]}
            />
          </div>
        )}
        <div className={styles.filter}>
          <Select
            label={m.common_owner()}
            value={owner ?? ANY}
            onValueChange={(value) => set('owner', value)}
            options={[{ value: ANY, label: m.roadmap_anyone() }, ...ownerOptions]}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label={m.common_status()}
            value={status}
            onValueChange={(value) => set('status', value === 'active' ? undefined : value)}
            options={[
              { value: 'active', label: m.roadmap_not_done() },
              ...roadmapStatuses.map((value) => ({ value, label: itemStatusLabel(value) })),
              { value: 'all', label: m.common_all() },
            ]}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label={m.roadmap_col_bucket()}
            value={bucket ?? ANY}
            onValueChange={(value) => set('bucket', value)}
            options={[
              { value: ANY, label: m.roadmap_all_buckets() },
              ...roadmapBuckets.map((value) => ({ value, label: bucketLabel(value) })),
            ]}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label={m.common_due()}
            value={due ?? ANY}
            onValueChange={(value) => set('due', value)}
            options={[
              { value: ANY, label: m.roadmap_any_time() },
              ...Object.entries(dueFilters).map(([value, label]) => ({ value, label: label() })),
            ]}
          />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => setParams(view === 'table' ? { view } : {}, { replace: true })}
          >
            {m.explore_clear_filters()}
          </Button>
        ) : null}
        <Button
          variant="soft"
          icon="download"
          onClick={() => void downloadCsv(items, names, today)}
          disabled={items.length === 0}
        >
          {m.list_export_csv()}
        </Button>
      </div>
      <p className={styles.muted} aria-live="polite">
        {m.roadmap_items_count({ count: items.length })}
        {query.data && query.data.total > query.data.items.length
          ? m.roadmap_first_of({ shown: query.data.items.length, total: query.data.total })
          : ''}
        {canEdit && view === 'board' ? m.roadmap_drag_hint() : ''}
      </p>
      {view === 'table' && canEdit && selected.size > 0 ? (
        <BulkBar
          count={selected.size}
          members={memberOptions}
          busy={bulk.isPending}
          onApply={applyBulk}
          onClear={() => setSelected(new Set())}
        />
      ) : null}
      {items.length === 0 ? (
        <EmptyState
          icon="map"
          title={filtered ? m.roadmap_none_match() : m.roadmap_empty()}
          description={filtered ? m.roadmap_none_match_description() : m.roadmap_empty_description()}
        />
      ) : view === 'board' ? (
        <RoadmapBoard
          items={items}
          names={names}
          today={today}
          onOpen={(item) => setOpenId(item.id)}
          hideTenant={Boolean(tenantId)}
          {...(canEdit ? { onMove } : {})}
        />
      ) : (
        <RoadmapTable
          items={items}
          names={names}
          today={today}
          sort={sort}
          onSortChange={(next) => set('sort', `${next.id}:${next.direction}`)}
          onOpen={(item) => setOpenId(item.id)}
          hideTenant={Boolean(tenantId)}
          {...(canEdit ? { selected, onSelectedChange: setSelected } : {})}
        />
      )}
      {open ? (
        <ItemDialog
          item={open}
          names={names}
          members={members}
          canEdit={canEdit}
          onClose={() => setOpenId(null)}
        />
      ) : null}
    </Stack>
  );
}

function BulkBar({
  count,
  members,
  busy,
  onApply,
  onClear,
}: {
  count: number;
  members: { value: string; label: string }[];
  busy: boolean;
  onApply: (change: {
    status?: RoadmapStatus;
    ownerUid?: string;
    clearOwner?: true;
    dueDate?: string | null;
  }) => Promise<void>;
  onClear: () => void;
}) {
  const [due, setDue] = useState('');
  return (
    <div className={styles.bulk} role="group" aria-label={m.roadmap_change_selected()}>
      <span className={styles.count}>{m.roadmap_selected({ count })}</span>
      <div className={styles.filter}>
        <Select
          label={m.roadmap_set_status()}
          value=""
          placeholder={m.roadmap_choose()}
          disabled={busy}
          onValueChange={(value) => void onApply({ status: value as RoadmapStatus })}
          options={roadmapStatuses
            .filter((value) => value !== 'risk_accepted')
            .map((value) => ({ value, label: itemStatusLabel(value) }))}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label={m.roadmap_set_owner()}
          value=""
          placeholder={m.roadmap_choose()}
          disabled={busy}
          onValueChange={(value) =>
            void onApply(value === 'none' ? { clearOwner: true } : { ownerUid: value })
          }
          options={[{ value: 'none', label: m.roadmap_no_owner() }, ...members]}
        />
      </div>
      <div className={styles.filter}>
        <TextField label={m.roadmap_set_due()} type="date" value={due} onValueChange={setDue} />
      </div>
      <Button variant="soft" disabled={busy || !due} onClick={() => void onApply({ dueDate: due })}>
        {m.roadmap_apply_due()}
      </Button>
      <Button variant="ghost" onClick={onClear}>
        {m.roadmap_clear_selection()}
      </Button>
    </div>
  );
}
