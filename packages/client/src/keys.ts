import type { SessionUser } from '@assay/auth';

// Query keys, rooted in the organisation the session sees, so that sign-out or a switch of
// organisation clears everything of that organisation: queryClient.removeQueries({ queryKey: orgKey(org) }).
export const orgKey = (org: string) => ['org', org] as const;

/** The organisation whose data a session sees: a member's own (tid), a shared user's sharing one (ptid). */
export function scopeOf(session: SessionUser | null): string {
  return session?.tid ?? session?.ptid ?? '';
}

/** The key factories of one organisation; features get them bound to the session (`useKeys()`). */
export function scopedKeys(org: string) {
  const tenants = [...orgKey(org), 'tenants'] as const;
  const baselines = [...orgKey(org), 'baselines'] as const;
  return {
    org: {
      all: orgKey(org),
      profile: () => [...orgKey(org), 'profile'] as const,
      /** The audit log, by filters (pages are fetched per cursor). */
      audit: (filters: object) => [...orgKey(org), 'audit', filters] as const,
      /** System admins' support access requests and grants (the owners' admin page). */
      support: () => [...orgKey(org), 'support'] as const,
    },
    /** Members and pending invitations (the /admin members table). */
    members: {
      all: [...orgKey(org), 'members'] as const,
      list: () => [...orgKey(org), 'members', 'list'] as const,
    },
    tenants: {
      all: tenants,
      lists: () => [...tenants, 'list'] as const,
      list: (filters: object) => [...tenants, 'list', filters] as const,
      detail: (tenantId: string) => [...tenants, 'detail', tenantId] as const,
    },
    /** The baseline library the organisation sees (global + its private ones), and single versions. */
    baselines: {
      all: baselines,
      list: () => [...baselines, 'list'] as const,
      detail: (baselineId: string) => [...baselines, 'detail', baselineId] as const,
    },
    /** The global library as system admins curate it (drafts included): no organisation's data. */
    library: {
      all: ['library'] as const,
      list: () => ['library', 'list'] as const,
      detail: (baselineId: string) => ['library', 'detail', baselineId] as const,
    },
    /** Assessments of the organisation's tenants. */
    assessments: {
      all: [...orgKey(org), 'assessments'] as const,
      list: (tenantId: string) => [...orgKey(org), 'assessments', 'list', tenantId] as const,
      detail: (assessmentId: string) => [...orgKey(org), 'assessments', 'detail', assessmentId] as const,
    },
    /** Roadmap items (every list by its filters) and one item's history. */
    roadmap: {
      all: [...orgKey(org), 'roadmap'] as const,
      list: (filters: object) => [...orgKey(org), 'roadmap', 'list', filters] as const,
      history: (itemId: string) => [...orgKey(org), 'roadmap', 'history', itemId] as const,
    },
    /** The organisation's API keys (the developer page). */
    apiKeys: {
      all: [...orgKey(org), 'apiKeys'] as const,
      list: () => [...orgKey(org), 'apiKeys', 'list'] as const,
    },
    /** The people a tenant is shared with (the tenant page's sharing tab). */
    sharing: {
      all: [...orgKey(org), 'sharing'] as const,
      list: (tenantId: string) => [...orgKey(org), 'sharing', 'list', tenantId] as const,
    },
    /** What a shared user reads of their tenant (the shared portal). */
    shared: {
      overview: (tenantId: string) => [...orgKey(org), 'shared', 'overview', tenantId] as const,
      assessment: (tenantId: string, assessmentId: string) =>
        [...orgKey(org), 'shared', 'assessment', tenantId, assessmentId] as const,
      /** The roadmap of the shared tenant: its list and each item's history (a change invalidates both). */
      roadmap: (tenantId: string) => [...orgKey(org), 'shared', 'roadmap', tenantId] as const,
      roadmapItem: (tenantId: string, itemId: string) =>
        [...orgKey(org), 'shared', 'roadmap', tenantId, itemId] as const,
    },
    /** The plan and subscription as the billing webhook keeps it (admin page, payment banner). */
    billing: {
      overview: () => [...orgKey(org), 'billing'] as const,
    },
    /** Cross-organisation data of the service console (system admins only). */
    service: {
      all: ['service'] as const,
      parentTenants: (filters: object) => ['service', 'parentTenants', filters] as const,
      subscriptions: (filters: object) => ['service', 'subscriptions', filters] as const,
      organisation: (tid: string) => ['service', 'organisation', tid] as const,
      /** The outbox: its pages (by filters and cursor) and single mails, dropped together after a resend. */
      outbox: ['service', 'outbox'] as const,
      outboxPage: (input: object) => ['service', 'outbox', 'page', input] as const,
      mail: (id: string) => ['service', 'outbox', 'mail', id] as const,
      user: (uid: string) => ['service', 'user', uid] as const,
      audit: (filters: object) => ['service', 'audit', filters] as const,
      /** The caller's support access to one organisation, and what they read under it (dropped together when it changes). */
      support: (tid: string) => ['service', 'support', tid] as const,
    },
  };
}

export type ScopedKeys = ReturnType<typeof scopedKeys>;

/** Key factories by organisation id, for code not yet on `useKeys()` / `useQueryContext()`. */
export const keys = {
  org: (org: string) => scopedKeys(org).org,
  tenants: (org: string) => scopedKeys(org).tenants,
  service: () => scopedKeys('').service,
};
