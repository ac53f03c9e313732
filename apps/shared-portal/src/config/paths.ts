const segment = (value: string) => `/${encodeURIComponent(value)}`;

export const paths = {
  sharedTenant: (tenantId: string, tab?: string, focus?: string) =>
    `/shared/tenant${segment(tenantId)}${tab ? segment(tab) + (focus ? segment(focus) : '') : ''}`,
  signOut: () => '/signout',
} as const;
