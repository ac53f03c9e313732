import { mountGuestPage } from '@assay/views/guest';
import { invitationOf, SignInPage } from '../features/auth/components/sign-in-page.tsx';
import { InvitationIntro } from '../features/members/components/invitation-intro.tsx';
import { firebaseConfig } from '../config/env.ts';

/**
 * /signin opened by a document load (the first visit, a link in a mail): the page alone, without
 * the application.
 */
export function mount(root: HTMLElement): void {
  mountGuestPage(root, {
    firebase: firebaseConfig,
    route: 'signIn',
    // An invitation link's sign-in names the organisation, read from the server.
    queries: invitationOf(window.location.search) !== null,
    // A document load: the application starts there, and its guard sends a shared user on.
    page: (
      <SignInPage
        search={window.location.search}
        onSignedIn={(returnTo) => window.location.replace(returnTo)}
        InvitationHeader={InvitationIntro}
      />
    ),
  });
}
