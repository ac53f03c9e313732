import type { ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toAppError } from '@assay/client';
import { m } from '@assay/messages';
import { EmptyState, ErrorState, LoadingState } from '@assay/ui';

/** What a screen says while its query has no data: offline with nothing cached, loading, or failed. */
export interface QueryWords {
  /** Why the screen cannot show anything offline (the title says "You're offline"). */
  offline: string;
  loading: string;
  failed: string;
}

/** Either the query's data, or the screen to show instead of it. */
export type QueryView<T> = { data: T; screen?: undefined } | { data?: undefined; screen: ReactElement };

/**
 * One way for a screen to wait for its query: offline with nothing cached says so (a skeleton would
 * never resolve), pending shows the loading state, a failure offers a retry. Data kept from before a
 * failed refetch is still shown.
 */
export function queryView<T>(query: UseQueryResult<T>, words: QueryWords): QueryView<T> {
  if (query.data !== undefined) return { data: query.data };
  if (query.isPending && query.fetchStatus === 'paused')
    return { screen: <EmptyState icon="offline" title={m.common_offline()} description={words.offline} /> };
  if (query.isPending) return { screen: <LoadingState label={words.loading} /> };
  return {
    screen: (
      <ErrorState
        title={words.failed}
        message={toAppError(query.error).message}
        onRetry={() => void query.refetch()}
      />
    ),
  };
}
