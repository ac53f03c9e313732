import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { retryableCodes, toAppError, type AppError } from './errors.ts';

/** Reconnect-style backoff for retryable failures: 1 s × 1.5, at most 60 s (SPEC §6). */
export function retryDelay(attempt: number): number {
  return Math.min(1000 * 1.5 ** attempt, 60_000);
}

export interface QueryClientOptions {
  /** Called for failures no screen handles itself (e.g. an expired session → sign in again). */
  onError?: (error: AppError) => void;
}

export function createQueryClient(options: QueryClientOptions = {}): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => options.onError?.(toAppError(error)) }),
    mutationCache: new MutationCache({ onError: (error) => options.onError?.(toAppError(error)) }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // Only transient failures are retried; a denial or a missing document is an answer.
        retry: (count, error) => count < 4 && retryableCodes.has(toAppError(error).code),
        retryDelay,
      },
      mutations: { retry: false },
    },
  });
}
