import type { SessionUser } from '@assay/auth';
import { useSession } from '@assay/auth/react';
import type { ScopedKeys } from '@assay/client';

/**
 * Whose baselines content admin works on: the organisation's private ones (`baselines-*`), or,
 * for system admins (`adminUI`), the global library (`library-*`, drafts included). SPEC §2:
 * parent-tenant admins edit their private baselines; system admins edit global ones.
 */
export type BaselineScope = 'org' | 'library';

export const baselineScopeOf = (session: Pick<SessionUser, 'adminUI'> | null): BaselineScope =>
  session?.adminUI ? 'library' : 'org';

export function useBaselineScope(): BaselineScope {
  return baselineScopeOf(useSession().session);
}

/** The list and detail keys of a scope (the library's hold drafts no organisation may see). */
export const baselineKeys = (keys: ScopedKeys, scope: BaselineScope) =>
  scope === 'library'
    ? {
        list: () => keys.of('library-list', {}),
        detail: (baselineId: string) => keys.of('library-get', { baselineId }),
      }
    : {
        list: () => keys.of('baselines-list', {}),
        detail: (baselineId: string) => keys.of('baselines-get', { baselineId }),
      };
