import { matchRoute, paths } from '@assay/auth';
import { mountGuestPage } from '@assay/views/guest';
import { SharedSignInPage } from '../features/shared-sign-in/components/shared-sign-in-page.tsx';
import { firebaseConfig } from '../config/env.ts';

/**
 * /sharedSignin/{tenantId} opened by a document load (the link in the sharing mail): the page
 * alone, without the portal.
 */
export function mount(root: HTMLElement): void {
  const { tenantId = '' } = matchRoute('sharedSignIn', window.location.pathname) ?? {};
  mountGuestPage(root, {
    firebase: firebaseConfig,
    route: 'sharedSignIn',
    // /shared loads the portal, whose guard sends a shared user to their tenant.
    page: (
      <SharedSignInPage tenantId={tenantId} onSignedIn={() => window.location.replace(paths.sharedRoot())} />
    ),
    queries: true,
  });
}
