import { useCall, type CallFn } from '@assay/client';
import type { AnswerFields } from '@assay/domain/assessments';
import { useQuery } from '@tanstack/react-query';

/** A respondent's link: no sign-in, the token is the credential. */
export interface RespondentCredential {
  orgId: string;
  tenantId: string;
  token: string;
}

/** The link's cache key: what it showed is dropped from memory once the server says the link no longer works. */
export const respondentLinkKey = ({ orgId, tenantId, token }: RespondentCredential) => [
  'respondent',
  orgId,
  tenantId,
  token,
];

/** What the link opens (tenant, assessment, controls, answers), read once; a refusal is final. */
export function useOpenRespondentLink(credential: RespondentCredential) {
  const call = useCall();
  return useQuery({
    queryKey: respondentLinkKey(credential),
    queryFn: () => call('respondents-open', credential),
    retry: false,
    staleTime: Infinity,
    enabled: credential.token !== '',
  });
}

/** Saves one control's answer if the server still holds `expectedRevision`. */
export const saveRespondentAnswer = (
  call: CallFn,
  credential: RespondentCredential,
  controlRef: string,
  answer: Omit<AnswerFields, 'exception'>,
  expectedRevision: number,
) => call('respondents-saveAnswer', { ...credential, controlRef, expectedRevision, answer });

/** Tells the team the respondent is done. */
export const markRespondentDone = (call: CallFn, credential: RespondentCredential) =>
  call('respondents-done', credential);
