import { paths, REDIRECT_PARAM, safeRedirectTarget } from '@assay/auth';
import { takeSessionNotice } from '@assay/client';
import { invitationFromQuery, type InvitationLinkParts } from '@assay/domain/members/link';
import { Banner, PageHeader } from '@assay/ui';
import { m } from '@assay/messages';
import { useState, type ComponentType } from 'react';
import { SignInPanel } from './sign-in-panel.tsx';
import * as styles from './sign-in-page.css.ts';

/** Where to go after signing in; only same-origin paths are honoured (open-redirect safe). */
function returnToOf(search: string): string {
  return safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? paths.welcome();
}

/** The invitation a guest who opened an invitation link returns to after signing in, or null. */
export function invitationOf(search: string): InvitationLinkParts | null {
  return invitationFromQuery(new URL(returnToOf(search), 'https://assay.invalid').searchParams);
}

/** The header of a sign-in opened from an invitation link (the members feature's InvitationIntro). */
export type InvitationHeader = ComponentType<{
  invitation: InvitationLinkParts;
  title: string;
  documentTitle: string;
  next: string;
}>;

/**
 * The sign-in page, routed in the app or started on its own (app/sign-in-entry.tsx).
 * `search` is the page's query string; `onSignedIn` receives where to go next. With an
 * invitation in its return path it fetches (a query client is needed); the app passes the header
 * that names it, since features do not import each other.
 */
export function SignInPage({
  search,
  onSignedIn,
  InvitationHeader,
}: {
  search: string;
  onSignedIn: (returnTo: string) => void;
  InvitationHeader: InvitationHeader;
}) {
  const returnTo = returnToOf(search);
  // Opened from an invitation link: the header names who invites to which organisation.
  const [invitation] = useState(() => invitationOf(search));
  // Why the session ended (revoked, access changed), when the client signed the user out.
  const [notice] = useState(takeSessionNotice);
  return (
    <main id="main" className={styles.page}>
      <div className={styles.panel}>
        {invitation ? (
          <InvitationHeader
            invitation={invitation}
            title={m.signin_title()}
            documentTitle={m.signin_document_title()}
            next={m.invitation_signin_how()}
          />
        ) : (
          <PageHeader
            title={m.signin_title()}
            documentTitle={m.signin_document_title()}
            description={m.signin_description()}
          />
        )}
        {notice && <Banner tone="warning">{notice}</Banner>}
        <SignInPanel returnTo={returnTo} onSignedIn={() => onSignedIn(returnTo)} />
      </div>
    </main>
  );
}
