import { matchRoute } from '@assay/auth';
import {
  publicTransport,
  startingEarly,
  type CallTransport,
  type EarlyTransport,
} from '@assay/client/public';
import { firebaseConfig } from '../config/env.ts';
import type { RespondentCredential } from '../features/respondents/api/respondent-link.ts';

/** The credential of the respondent's link this document was opened with: /in-progress/{tid}/{ttid}?token=… */
export function respondentCredential(): RespondentCredential {
  const { tid = '', ttid = '' } = matchRoute('inProgress', window.location.pathname) ?? {};
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  return { orgId: tid, tenantId: ttid, token };
}

let transport: CallTransport | undefined;
let early: EarlyTransport | undefined;

/**
 * The respondent page's calls. The first call starts the link's read at once (main.tsx calls it
 * before the page's modules have downloaded, issue 35): the page's own read of the link takes
 * that answer instead of sending it once React has rendered.
 */
export function respondentTransport(): CallTransport {
  if (!transport) {
    const credential = respondentCredential();
    const direct = publicTransport(firebaseConfig);
    if (credential.token !== '') early = startingEarly(direct, 'respondents-open', credential);
    transport = early ?? direct;
  }
  return transport;
}

/** The link's read, if its answer came before the page's modules had loaded (then its first render shows it). */
export const linkReadAnswer = () => early?.arrived();
