import type { ReactElement } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { toAppError } from '@assay/client';
import { m } from '@assay/messages';
import { EmptyState, ErrorState, LoadingState } from '@assay/ui';

/** What a screen shows while its query has no data. */
export interface QueryViewOptions {
  loading: string;
  /** The failure's title; the error's own message stands below it, with a retry. */
  failed: string;
  /** What waits for the connection (the title says "You are offline"); a general sentence by default. */
  offline?: string;
  /** Skeleton lines under the loading label. */
  lines?: number;
  /** The screen for a thing that does not exist (not-found, or an id that cannot be one); else it is a failure. */
  missing?: () => ReactElement;
}

/** Either the query's data, or the screen to show instead of it. */
export type QueryView<T> = { data: T; screen?: undefined } | { data?: undefined; screen: ReactElement };

/**
 * One way for a screen to wait for its query: offline with nothing cached says so (a skeleton would
 * never resolve), pending shows the loading state, a failure offers a retry. Data kept from before a
 * failed refetch stays on screen.
 */
export function queryView<T>(query: UseQueryResult<T>, options: QueryViewOptions): QueryView<T> {
  if (query.data !== undefined) return { data: query.data };
  if (query.isPending && query.fetchStatus === 'paused')
    return {
      screen: (
        <EmptyState
          icon="offline"
          title={m.common_offline()}
          description={options.offline ?? m.common_offline_description()}
        />
      ),
    };
  if (query.isPending) return { screen: <LoadingState label={options.loading} lines={options.lines} /> };
  const error = toAppError(query.error);
  if (options.missing && (error.code === 'not-found' || error.code === 'invalid-argument'))
    return { screen: options.missing() };
  return {
    screen: (
      <ErrorState title={options.failed} message={error.message} onRetry={() => void query.refetch()} />
    ),
  };
}
