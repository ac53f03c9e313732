import { mountPublicPage } from '@assay/views/guest';
import { firebaseConfig } from '../config/env.ts';
import { RespondentPage } from '../features/respondents/components/respondent-page.tsx';
import { respondentLinkKey } from '../features/respondents/api/respondent-link.ts';
import { linkReadAnswer, respondentCredential, respondentTransport } from './respondent-read.ts';

/**
 * A respondent's link (/in-progress/{tid}/{ttid}?token=…) opened by a document load: the page
 * alone, without the application or Firebase Auth; the token is the credential. Its read of the
 * link was started by main.tsx (respondent-read.ts); when its answer came before these modules
 * (a phone's usual case), the page's first render shows the form, not "Opening your invitation".
 */
export function mount(root: HTMLElement): void {
  const credential = respondentCredential();
  const opened = linkReadAnswer();
  mountPublicPage(root, {
    firebase: firebaseConfig,
    transport: respondentTransport(),
    page: <RespondentPage {...credential} />,
    answered: opened ? [[respondentLinkKey(credential), opened.answer]] : [],
  });
}
