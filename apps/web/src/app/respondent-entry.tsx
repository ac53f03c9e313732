import { mountPublicPage } from '@assay/views/guest';
import { firebaseConfig } from '../config/env.ts';
import { RespondentPage } from '../features/respondents/components/respondent-page.tsx';
import { respondentCredential, respondentTransport } from './respondent-read.ts';

/**
 * A respondent's link (/in-progress/{tid}/{ttid}?token=…) opened by a document load: the page
 * alone, without the application or Firebase Auth; the token is the credential. Its read of the
 * link was started by main.tsx (respondent-read.ts).
 */
export function mount(root: HTMLElement): void {
  const { orgId, tenantId, token } = respondentCredential();
  mountPublicPage(root, {
    firebase: firebaseConfig,
    transport: respondentTransport(),
    page: <RespondentPage orgId={orgId} tenantId={tenantId} token={token} />,
  });
}
