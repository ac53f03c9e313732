import type { SessionUser } from '@assay/auth';
import type { ContractArea, ContractName } from '@assay/domain/contracts';

// Query keys, rooted in the organisation the session sees, so that sign-out or a switch of
// organisation clears everything of that organisation: queryClient.removeQueries({ queryKey: orgKey(org) }).
export const orgKey = (org: string) => ['org', org] as const;

/** The organisation whose data a session sees: a member's own (tid), a shared user's sharing one (ptid). */
export function scopeOf(session: SessionUser | null): string {
  return session?.tid ?? session?.ptid ?? '';
}

/** A contract's area, its name's prefix: 'roadmap' of 'roadmap-list'. */
const areaOf = (name: ContractName) => name.slice(0, name.indexOf('-')) as ContractArea;

/**
 * The keys of one organisation, derived from the contracts: a query is keyed by the contract it
 * calls and its input, under the contract's area, so a write invalidates an area (or one contract)
 * and no feature adds a key factory. Features get them bound to the session (`useKeys()`).
 */
export function scopedKeys(org: string) {
  const all = orgKey(org);
  return {
    /** Everything of the organisation. */
    all,
    /** Every query of an area: what a write there makes stale. */
    area: (area: ContractArea) => [...all, area] as const,
    /** Every query of one contract, whatever its input (e.g. each page and filter of a log). */
    ofAll: (name: ContractName) => [...all, areaOf(name), name] as const,
    /** The answer of one contract to one input (a query built of several calls keys by its first). */
    of: (name: ContractName, input: object) => [...all, areaOf(name), name, input] as const,
  };
}

export type ScopedKeys = ReturnType<typeof scopedKeys>;
