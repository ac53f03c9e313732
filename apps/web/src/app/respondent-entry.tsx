import { matchRoute } from '@assay/auth';
import { mountPublicPage } from '@assay/views/guest';
import { firebaseConfig } from '../config/env.ts';
import { RespondentPage } from '../features/respondents/components/respondent-page.tsx';

/**
 * A respondent's link (/in-progress/{tid}/{ttid}?token=…) opened by a document load: the page
 * alone, without the application or Firebase Auth; the token is the credential.
 */
export function mount(root: HTMLElement): void {
  const { tid = '', ttid = '' } = matchRoute('inProgress', window.location.pathname) ?? {};
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  mountPublicPage(root, {
    firebase: firebaseConfig,
    page: <RespondentPage orgId={tid} tenantId={ttid} token={token} />,
  });
}
