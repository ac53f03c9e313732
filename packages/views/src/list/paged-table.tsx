import { toAppError, type useCursorPages } from '@assay/client';
import { CursorPager, EmptyState, ErrorState, Table, type EmptyStateProps, type TableProps } from '@assay/ui';
import type { ReactNode } from 'react';

/** One page of a cursor-paged list call: its rows and the cursor of the next page (none on the last). */
export interface CursorPage<Row> {
  readonly items: readonly Row[];
  readonly nextCursor?: string | null;
}

/** What the table reads of the page's query (a TanStack Query result fits). */
export interface PageQuery<Page> {
  data: Page | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface PagedTableProps<Row, Page extends CursorPage<Row>> extends Pick<
  TableProps<Row>,
  'caption' | 'columns' | 'getRowId' | 'sort' | 'onSortChange'
> {
  query: PageQuery<Page>;
  /** The cursors walked so far (`useCursorPages`, keyed by the filters so a new filter starts at page one). */
  pages: ReturnType<typeof useCursorPages>;
  /** The error state's title: "Organisations could not be loaded". */
  errorTitle: string;
  /** Whether any filter is set: the empty state then says nothing matches rather than nothing exists. */
  filtered: boolean;
  /** Shown when the list has no rows at all. */
  empty: EmptyStateProps;
  /** Shown when the filters match no row. */
  noMatch: EmptyStateProps;
  /**
   * The pager's line ("42 organisations"), when the call counts its rows; the pager then always
   * shows. Without it the pager reads "Page n" and shows only when there is more than one page.
   */
  summary?: (page: Page) => ReactNode;
}

/** A list page's table: its rows a page at a time by cursor, with loading, error and empty states. */
export function PagedTable<Row, Page extends CursorPage<Row>>({
  query,
  pages,
  errorTitle,
  filtered,
  empty,
  noMatch,
  summary,
  ...table
}: PagedTableProps<Row, Page>) {
  if (query.isError)
    return (
      <ErrorState
        title={errorTitle}
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    );
  const page = query.data;
  const nextCursor = page?.nextCursor ?? undefined;
  return (
    <>
      <Table
        {...table}
        rows={page?.items ?? []}
        loading={query.isPending}
        emptyState={<EmptyState {...(filtered ? noMatch : empty)} />}
      />
      {page && (summary || nextCursor !== undefined || pages.hasPrevious) && (
        <CursorPager
          summary={summary ? summary(page) : `Page ${pages.page}`}
          hasPrevious={pages.hasPrevious}
          hasNext={nextCursor !== undefined}
          onPrevious={pages.previous}
          onNext={() => nextCursor !== undefined && pages.next(nextCursor)}
        />
      )}
    </>
  );
}
