import { paths, REDIRECT_PARAM, safeRedirectTarget } from '@assay/auth';
import { takeSessionNotice } from '@assay/client';
import { Banner, PageHeader } from '@assay/ui';
import { m } from '@assay/messages';
import { useState } from 'react';
import { SignInPanel } from './sign-in-panel.tsx';
import * as styles from './sign-in-page.css.ts';

/**
 * The sign-in page, routed in the app or started on its own (app/sign-in-entry.tsx).
 * `search` is the page's query string; `onSignedIn` receives where to go next.
 */
export function SignInPage({
  search,
  onSignedIn,
}: {
  search: string;
  onSignedIn: (returnTo: string) => void;
}) {
  // Where to go after signing in; only same-origin paths are honoured (open-redirect safe).
  const returnTo = safeRedirectTarget(new URLSearchParams(search).get(REDIRECT_PARAM)) ?? paths.welcome();
  // Why the session ended (revoked, access changed), when the client signed the user out.
  const [notice] = useState(takeSessionNotice);
  return (
    <main id="main" className={styles.page}>
      <div className={styles.panel}>
        <PageHeader
          title={m.signin_title()}
          documentTitle={m.signin_document_title()}
          description={m.signin_description()}
        />
        {notice && <Banner tone="warning">{notice}</Banner>}
        <SignInPanel returnTo={returnTo} onSignedIn={() => onSignedIn(returnTo)} />
      </div>
    </main>
  );
}
