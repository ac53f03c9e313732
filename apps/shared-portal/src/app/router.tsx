import type { Pages } from '@assay/views/app';

/** A screen of each shared-portal route, by route id; the shared tenant page brings its own shell. */
export const pages: Pages<'shared-portal'> = {
  // `/shared` is a redirect page: the guard sends each user to their place (SPEC §2).
  sharedRoot: { load: () => import('./routes/shared-redirect.tsx') },
  sharedTenant: { load: () => import('./routes/shared-tenant.tsx') },
  sharedAccount: { load: () => import('./routes/shared-account.tsx') },
  sharedSignIn: { load: () => import('./routes/shared-sign-in.tsx') },
};
