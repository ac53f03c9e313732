const segment = (value: string) => `/${encodeURIComponent(value)}`;

export const paths = {
  service: (tab?: string) => `/service${tab ? segment(tab) : ''}`,
  signOut: () => '/signout',
} as const;
