// Path builders for the web app; screens link through these, never by hand-built strings.
const segment = (value: string) => `/${encodeURIComponent(value)}`;

export const paths = {
  home: () => '/',
  tenants: () => '/tenant/',
  tenant: (tenantId: string, tab?: string, focus?: string) =>
    `/tenant${segment(tenantId)}${tab ? segment(tab) + (focus ? segment(focus) : '') : ''}`,
  explore: () => '/explore',
  roadmap: () => '/roadmap',
  developer: () => '/developer',
  contentAdmin: () => '/contentAdmin',
  admin: () => '/admin',
  signIn: () => '/signin',
  signOut: () => '/signout',
} as const;
