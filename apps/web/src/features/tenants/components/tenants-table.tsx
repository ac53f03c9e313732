import { m } from '@assay/messages';
import { toAppError, useCursorPages } from '@assay/client';
import type { Tenant } from '@assay/domain/tenants';
import {
  Badge,
  Button,
  ConfirmDialog,
  CursorPager,
  EmptyState,
  ErrorState,
  Inline,
  RelativeTime,
  Stack,
  Table,
  VisuallyHidden,
  type TableColumn,
} from '@assay/ui';
import { useState } from 'react';
import { Link } from 'react-router';
import { paths } from '@assay/auth';
import { useTenants } from '../api/list-tenants.ts';
import { useArchiveWithUndo } from '../hooks/use-archive-with-undo.ts';
import type { TenantFilters } from '../hooks/use-tenant-filters.ts';
import { kindLabel, statusLabel } from '@assay/views/tenant';

const PAGE_SIZE = 25;
const TAGS_SHOWN = 2;

/** The first tags of a row on one line; the rest as "+N" with all of them in its tooltip. */
function TagList({ tags }: { tags: readonly string[] }) {
  const rest = tags.length - TAGS_SHOWN;
  return (
    <Inline gap="xs" wrap={false}>
      {tags.slice(0, TAGS_SHOWN).map((tag) => (
        <Badge key={tag}>{tag}</Badge>
      ))}
      {rest > 0 && (
        <Badge title={tags.join(', ')}>
          +{rest}
          <VisuallyHidden>{m.tenants_more_tags({ tags: tags.slice(TAGS_SHOWN).join(', ') })}</VisuallyHidden>
        </Badge>
      )}
    </Inline>
  );
}

interface Props {
  filters: TenantFilters;
  onSortChange: (sort: TenantFilters['sort']) => void;
  canArchive: boolean;
  /** Why Restore is unavailable (the plan has no room for another active tenant). */
  restoreBlockedReason?: string;
  emptyAction?: React.ReactNode;
}

/** One page of tenants at a time, cursor-paginated; archive with confirmation and undo. */
export function TenantsTable({
  filters,
  onSortChange,
  canArchive,
  restoreBlockedReason,
  emptyAction,
}: Props) {
  const pages = useCursorPages(JSON.stringify(filters));
  const query = useTenants({
    search: filters.search || undefined,
    status: filters.status,
    tags: filters.tags.length ? filters.tags : undefined,
    group: filters.group || undefined,
    sort: filters.sort,
    pageSize: PAGE_SIZE,
    cursor: pages.cursor,
  });
  const { setArchived } = useArchiveWithUndo();
  const [pending, setPending] = useState<Tenant | null>(null);

  const columns: TableColumn<Tenant>[] = [
    {
      id: 'name',
      header: m.common_name(),
      sortable: true,
      nowrap: true,
      cell: (t) => <Link to={paths.tenant({ tenantId: t.id })}>{t.name}</Link>,
    },
    { id: 'kind', header: m.common_kind(), nowrap: true, cell: (t) => kindLabel(t.kind) },
    { id: 'tags', header: m.common_tags(), cell: (t) => <TagList tags={t.tags} /> },
    { id: 'group', header: m.common_group(), nowrap: true, cell: (t) => t.group ?? '—' },
    {
      id: 'status',
      header: m.common_status(),
      cell: (t) => <Badge tone={statusLabel(t.status).tone}>{statusLabel(t.status).label}</Badge>,
    },
    // One date column keeps the row inside 1280 px with its actions; ?sort=createdAt still sorts by creation.
    {
      id: 'updatedAt',
      header: m.common_updated(),
      sortable: true,
      nowrap: true,
      cell: (t) => <RelativeTime value={t.updatedAt} />,
    },
    ...(canArchive
      ? [
          {
            id: 'actions',
            header: <VisuallyHidden>{m.common_actions()}</VisuallyHidden>,
            rowActions: true,
            cell: (t: Tenant) =>
              t.status === 'active' ? (
                <Button
                  size="xs"
                  variant="ghost"
                  icon="archive"
                  onClick={() => setPending(t)}
                  aria-label={m.tenants_archive_name({ name: t.name })}
                >
                  {m.common_archive()}
                </Button>
              ) : (
                <Button
                  size="xs"
                  variant="ghost"
                  icon="refresh"
                  disabled={Boolean(restoreBlockedReason)}
                  title={restoreBlockedReason}
                  onClick={() => void setArchived(t, false, t.name)}
                  aria-label={m.tenants_restore_name({ name: t.name })}
                >
                  {m.common_restore()}
                </Button>
              ),
          },
        ]
      : []),
  ];

  if (query.isError) {
    return (
      <ErrorState
        title={m.tenants_load_failed()}
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Offline with nothing cached: say so instead of a skeleton that never resolves.
  if (query.isPending && query.fetchStatus === 'paused') {
    return (
      <EmptyState icon="offline" title={m.common_offline()} description={m.tenants_offline_description()} />
    );
  }
  const page = query.data;
  const filtered = Boolean(
    filters.search || filters.tags.length || filters.group || filters.status !== 'active',
  );
  return (
    <Stack gap="md">
      <Table
        caption={m.tenants_title()}
        columns={columns}
        rows={page?.items ?? []}
        getRowId={(t) => t.id}
        loading={query.isPending}
        sort={{ id: filters.sort.field, direction: filters.sort.direction }}
        onSortChange={(sort) =>
          onSortChange({ field: sort.id as TenantFilters['sort']['field'], direction: sort.direction })
        }
        emptyState={
          filtered ? (
            <EmptyState
              icon="search"
              title={m.tenants_none_match()}
              description={m.tenants_none_match_description()}
            />
          ) : (
            <EmptyState
              icon="building"
              title={m.tenants_empty()}
              description={m.tenants_empty_description()}
              action={emptyAction}
            />
          )
        }
      />
      {page && (
        <CursorPager
          summary={`${page.total} ${page.total === 1 ? 'tenant' : 'tenants'}${pages.page > 1 ? ` · page ${pages.page}` : ''}`}
          hasPrevious={pages.hasPrevious}
          hasNext={Boolean(page.nextCursor)}
          onPrevious={pages.previous}
          onNext={() => page.nextCursor && pages.next(page.nextCursor)}
        />
      )}
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={m.tenants_archive_confirm({ name: pending?.name ?? '' })}
        description={m.tenants_archive_confirm_description()}
        confirmLabel={m.common_archive()}
        tone="danger"
        onConfirm={() => (pending ? setArchived(pending, true, pending.name) : Promise.resolve())}
      />
    </Stack>
  );
}
