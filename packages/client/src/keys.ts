// Query key factories, rooted in the parent tenant so that sign-out or a switch of
// organisation clears everything of that organisation: queryClient.removeQueries({ queryKey: orgKey(tid) }).
export const orgKey = (tid: string) => ['org', tid] as const;

export const keys = {
  org: (tid: string) => ({
    all: orgKey(tid),
    profile: () => [...orgKey(tid), 'profile'] as const,
  }),
  tenants: (tid: string) => {
    const all = [...orgKey(tid), 'tenants'] as const;
    return {
      all,
      lists: () => [...all, 'list'] as const,
      list: (filters: object) => [...all, 'list', filters] as const,
      detail: (tenantId: string) => [...all, 'detail', tenantId] as const,
    };
  },
  service: () => {
    const all = ['service'] as const;
    return {
      all,
      parentTenants: (filters: object) => [...all, 'parentTenants', filters] as const,
      outbox: () => [...all, 'outbox'] as const,
    };
  },
};
