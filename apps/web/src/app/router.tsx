import type { Pages } from '@assay/views/app';
import { ShellLayout } from './shell-layout.tsx';

/** A screen of each web route, by route id; pages in the shell get the navigation. */
export const pages: Pages<'web'> = {
  welcome: { load: () => import('./routes/welcome.tsx') },
  home: { load: () => import('./routes/welcome.tsx') },
  explore: { load: () => import('./routes/explore.tsx') },
  tenants: { load: () => import('./routes/tenants.tsx') },
  tenant: { load: () => import('./routes/tenant.tsx') },
  tenantAssessment: { load: () => import('./routes/tenant-assessment.tsx') },
  admin: { load: () => import('./routes/admin.tsx') },
  roadmap: { load: () => import('./routes/roadmap.tsx') },
  developer: { load: () => import('./routes/developer.tsx') },
  contentAdmin: { load: () => import('./routes/content-admin.tsx') },
  upgradeSuccess: { load: () => import('./routes/return-route.tsx'), bare: true },
  downgradeSuccess: { load: () => import('./routes/return-route.tsx'), bare: true },
  checkoutSuccess: { load: () => import('./routes/return-route.tsx'), bare: true },
  checkoutCancel: { load: () => import('./routes/return-route.tsx'), bare: true },
  inProgress: { load: () => import('./routes/in-progress.tsx'), bare: true },
  signIn: { load: () => import('./routes/sign-in.tsx'), bare: true },
  signOut: { load: () => import('./routes/sign-out.tsx'), bare: true },
};

export const layout = <ShellLayout />;
