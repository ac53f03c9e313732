import { useCallMutation, useQueryContext } from '@assay/client';
import { useQuery } from '@tanstack/react-query';

/**
 * The respondents invited to one assessment. Read afresh at each mount (the invite dialog's body
 * mounts with the dialog): who is done changes while the member is elsewhere.
 */
export function useRespondents(assessmentId: string) {
  const { call, keys } = useQueryContext();
  return useQuery({
    queryKey: keys.of('respondents-list', { assessmentId }),
    queryFn: () => call('respondents-list', { assessmentId }),
    staleTime: 0,
  });
}

/** Invites a respondent by email, to the whole assessment or some controls. */
export const useInviteRespondent = (assessmentId: string) =>
  useCallMutation(
    (call, input: { email: string; name?: string; controlRefs?: string[] }) =>
      call('respondents-invite', { assessmentId, ...input }),
    { invalidates: (keys) => [keys.of('respondents-list', { assessmentId })] },
  );

/** Revokes a respondent's link, or sends it again. */
export const useRespondentAction = (assessmentId: string) =>
  useCallMutation(
    (call, input: { inviteId: string; action: 'revoke' | 'resend' }) =>
      call(input.action === 'revoke' ? 'respondents-revoke' : 'respondents-resend', {
        assessmentId,
        inviteId: input.inviteId,
      }),
    { invalidates: (keys) => [keys.of('respondents-list', { assessmentId })] },
  );
