// /roadmap and the tenant page's roadmap tab: a Now / Next / Later board or a table of the open
// items, filtered by tenant, owner, status, bucket and due date. The URL keeps the view, the
// filters and the sort. Editors move, change and bulk-change items; viewers read.
import { useSession } from '@assay/auth/react';
import { toAppError } from '@assay/client';
import { calendarDateOf, isOverdue, roadmapBuckets, roadmapStatuses } from '@assay/domain/roadmap';
import type { RoadmapBucket, RoadmapItem, RoadmapStatus, RoadmapStatusFilter } from '@assay/domain/roadmap';
import { roleAtLeast } from '@assay/domain/roles';
import {
  Button,
  EmptyState,
  ErrorState,
  LoadingState,
  Select,
  Stack,
  TextField,
  useToast,
  type TableSort,
} from '@assay/ui';
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
const dueFilters = { overdue: 'Overdue', soon: 'Due in 30 days', none: 'No due date' } as const;
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
        title: 'The item could not be moved',
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
      toast({ title: updated === 1 ? '1 item updated' : `${updated} items updated`, tone: 'success' });
    } catch (error) {
      toast({
        title: 'The items could not be changed',
        description: toAppError(error).message,
        tone: 'danger',
      });
    }
  }

  if (query.isPending && query.fetchStatus === 'paused')
    return (
      <EmptyState
        icon="offline"
        title="You are offline"
        description="The roadmap loads as soon as the connection returns."
      />
    );
  if (query.isPending) return <LoadingState label="Loading the roadmap" />;
  if (query.isError)
    return (
      <ErrorState
        title="The roadmap could not be loaded"
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );

  const memberOptions = members.map((member) => ({
    value: member.uid,
    label: member.displayName || member.email,
  }));
  // Shared users own items too (a member assigned them): filter by them, named by email.
  const ownerOptions = [
    ...memberOptions,
    ...sharedOwners.map((user) => ({ value: user.uid, label: `${user.email} (shared user)` })),
  ];
  const filtered = Boolean(owner || bucket || due || status !== 'active' || (!tenantId && tenantFilter));
  return (
    <Stack gap="md">
      <div className={styles.toolbar} role="group" aria-label="View and filters">
        <div className={styles.filter}>
          <Select
            label="View"
            value={view}
            onValueChange={(value) => set('view', value === 'board' ? undefined : value)}
            options={[
              { value: 'board', label: 'Board' },
              { value: 'table', label: 'Table' },
            ]}
          />
        </div>
        {tenantId ? null : (
          <div className={styles.filter}>
            <Select
              label="Tenant"
              value={tenantFilter ?? ANY}
              onValueChange={(value) => set('tenant', value)}
              options={[
                { value: ANY, label: 'All tenants' },
                ...tenants.map((tenant) => ({ value: tenant.id, label: tenant.name })),
              ]}
            />
          </div>
        )}
        <div className={styles.filter}>
          <Select
            label="Owner"
            value={owner ?? ANY}
            onValueChange={(value) => set('owner', value)}
            options={[{ value: ANY, label: 'Anyone' }, ...ownerOptions]}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Status"
            value={status}
            onValueChange={(value) => set('status', value === 'active' ? undefined : value)}
            options={[
              { value: 'active', label: 'Not done' },
              ...roadmapStatuses.map((value) => ({ value, label: itemStatusLabel(value) })),
              { value: 'all', label: 'All' },
            ]}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Bucket"
            value={bucket ?? ANY}
            onValueChange={(value) => set('bucket', value)}
            options={[
              { value: ANY, label: 'All buckets' },
              ...roadmapBuckets.map((value) => ({ value, label: bucketLabel(value) })),
            ]}
          />
        </div>
        <div className={styles.filter}>
          <Select
            label="Due"
            value={due ?? ANY}
            onValueChange={(value) => set('due', value)}
            options={[
              { value: ANY, label: 'Any time' },
              ...Object.entries(dueFilters).map(([value, label]) => ({ value, label })),
            ]}
          />
        </div>
        {filtered ? (
          <Button
            variant="ghost"
            onClick={() => setParams(view === 'table' ? { view } : {}, { replace: true })}
          >
            Clear filters
          </Button>
        ) : null}
        <Button
          variant="soft"
          icon="download"
          onClick={() => void downloadCsv(items, names, today)}
          disabled={items.length === 0}
        >
          Export CSV
        </Button>
      </div>
      <p className={styles.muted} aria-live="polite">
        {items.length === 1 ? '1 item' : `${items.length} items`}
        {query.data && query.data.total > query.data.items.length
          ? ` (the first ${query.data.items.length} of ${query.data.total})`
          : ''}
        {canEdit && view === 'board'
          ? ' · drag an item, or focus its handle and hold Alt with the arrow keys to move it'
          : ''}
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
          title={filtered ? 'No items match these filters' : 'No roadmap items yet'}
          description={
            filtered
              ? 'Change or clear the filters to see more.'
              : 'Completing an assessment turns its gaps into roadmap items, prioritised into Now, Next and Later.'
          }
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
    <div className={styles.bulk} role="group" aria-label="Change the selected items">
      <span className={styles.count}>{count === 1 ? '1 selected' : `${count} selected`}</span>
      <div className={styles.filter}>
        <Select
          label="Set status"
          value=""
          placeholder="Choose…"
          disabled={busy}
          onValueChange={(value) => void onApply({ status: value as RoadmapStatus })}
          options={roadmapStatuses
            .filter((value) => value !== 'risk_accepted')
            .map((value) => ({ value, label: itemStatusLabel(value) }))}
        />
      </div>
      <div className={styles.filter}>
        <Select
          label="Set owner"
          value=""
          placeholder="Choose…"
          disabled={busy}
          onValueChange={(value) =>
            void onApply(value === 'none' ? { clearOwner: true } : { ownerUid: value })
          }
          options={[{ value: 'none', label: 'No owner' }, ...members]}
        />
      </div>
      <div className={styles.filter}>
        <TextField label="Set due date" type="date" value={due} onValueChange={setDue} />
      </div>
      <Button variant="soft" disabled={busy || !due} onClick={() => void onApply({ dueDate: due })}>
        Apply due date
      </Button>
      <Button variant="ghost" onClick={onClear}>
        Clear selection
      </Button>
    </div>
  );
}
