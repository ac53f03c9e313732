import { needsSecondFactor, needsSso } from '@assay/auth';
import type { Page, PageModule, Pages } from '@assay/views/app';
import { ShellLayout } from './shell-layout.tsx';

/**
 * A page of an organisation's data. Without an organisation (a new sign-up, an invitee before
 * accepting, a system admin) the shell shows "set up your organisation" instead, and a member
 * whose organisation requires a second step (or whose domain requires single sign-on) they did
 * not sign in with is asked for it: the page's prefetch is skipped, as its calls could only be refused.
 */
const orgPage = (load: () => Promise<PageModule>): Page => ({
  load: async () => {
    const { Component, prefetch } = await load();
    return prefetch
      ? {
          Component,
          prefetch: (context) =>
            context.session.tid &&
            !needsSecondFactor(context.session) &&
            !needsSso(context.session) &&
            prefetch(context),
        }
      : { Component };
  },
});

/** A screen of each web route, by route id; pages in the shell get the navigation. */
export const pages: Pages<'web'> = {
  welcome: orgPage(() => import('./routes/welcome.tsx')),
  home: orgPage(() => import('./routes/welcome.tsx')),
  explore: orgPage(() => import('./routes/explore.tsx')),
  tenants: orgPage(() => import('./routes/tenants.tsx')),
  tenant: orgPage(() => import('./routes/tenant.tsx')),
  tenantAssessment: orgPage(() => import('./routes/tenant-assessment.tsx')),
  admin: orgPage(() => import('./routes/admin.tsx')),
  roadmap: orgPage(() => import('./routes/roadmap.tsx')),
  developer: orgPage(() => import('./routes/developer.tsx')),
  contentAdmin: { load: () => import('./routes/content-admin.tsx') },
  account: { load: () => import('./routes/account.tsx') },
  upgradeSuccess: { load: () => import('./routes/return-route.tsx'), bare: true },
  downgradeSuccess: { load: () => import('./routes/return-route.tsx'), bare: true },
  checkoutSuccess: { load: () => import('./routes/return-route.tsx'), bare: true },
  checkoutCancel: { load: () => import('./routes/return-route.tsx'), bare: true },
  inProgress: { load: () => import('./routes/in-progress.tsx'), bare: true },
  signIn: { load: () => import('./routes/sign-in.tsx'), bare: true },
  accountAction: { load: () => import('./routes/account-action.tsx'), bare: true },
  signOut: { load: () => import('./routes/sign-out.tsx'), bare: true },
};

export const layout = <ShellLayout />;
