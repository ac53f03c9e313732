import { useSession } from '@assay/auth/react';
import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { CallFn } from './callable.ts';
import { useCall } from './client-context.tsx';
import { scopedKeys, scopeOf, type ScopedKeys } from './keys.ts';

/**
 * What a feature's `queryOptions` need: the typed call and the key factories of the session's
 * organisation. Hooks get it from `useQueryContext()`; route loaders build it from the session.
 */
export interface QueryContext {
  readonly call: CallFn;
  readonly keys: ScopedKeys;
}

/** The key factories bound to the signed-in session's organisation. */
export function useKeys(): ScopedKeys {
  const { session } = useSession();
  const org = scopeOf(session);
  return useMemo(() => scopedKeys(org), [org]);
}

export function useQueryContext(): QueryContext {
  const call = useCall();
  const keys = useKeys();
  return useMemo(() => ({ call, keys }), [call, keys]);
}

/** What a write changes in the cache, declared next to the write (see `useCallMutation`). */
export interface CacheRules<I, O> {
  /** Writes the answer straight into the cache (e.g. the detail of the entity just saved). */
  readonly update?: (cache: { queryClient: QueryClient; keys: ScopedKeys }, output: O, input: I) => void;
  /** Keys (prefixes) whose queries are stale after the write; they refetch if on screen. */
  readonly invalidates?: (keys: ScopedKeys, output: O, input: I) => readonly QueryKey[];
}

/**
 * A mutation over a callable with its cache rules: `update` first, then every `invalidates`
 * key is invalidated; the mutation settles once those refetches are under way.
 */
export function useCallMutation<I, O>(
  write: (call: CallFn, input: I) => Promise<O>,
  rules: CacheRules<I, O> = {},
) {
  const { call, keys } = useQueryContext();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: I) => write(call, input),
    onSuccess: async (output, input) => {
      rules.update?.({ queryClient, keys }, output, input);
      await Promise.all(
        (rules.invalidates?.(keys, output, input) ?? []).map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
}
